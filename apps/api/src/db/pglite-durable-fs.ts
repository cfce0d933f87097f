import { closeSync, fsyncSync, openSync } from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Parameters<NodeFS['init']>[1];
type InstantiateWasm = NonNullable<EmscriptenOptions['instantiateWasm']>;
type FileSystemModule = {
  FS: { getStream: (fd: number) => Stream; filesystems: { NODEFS: NodeFileSystem } };
};
type Stream = { nfd?: number; node: unknown };
type NodeFileSystem = {
  stream_ops: { fsync?: (stream: Stream) => number };
  realPath: (node: unknown) => string;
  tryFSOperation: <T>(operation: () => T) => T;
};
type WasmImports = { env: Record<string, unknown> };
type ErrnoError = { name: 'ErrnoError'; errno: number };

const isErrnoError = (error: unknown): error is ErrnoError =>
  (error as { name?: unknown } | null)?.name === 'ErrnoError';

/**
 * PGlite's NodeFS writes every page straight to the file (a killed process loses nothing the database
 * acknowledged), but its WebAssembly build answers fsync and fdatasync without calling the system, so
 * an OS crash or power loss could drop commits. This file system makes both calls real: the WAL is
 * flushed at each commit (wal_sync_method fdatasync), data files and folders at checkpoints.
 * It relies on Emscripten internals of @electric-sql/pglite 0.3 and refuses to start if they change.
 */
class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly flush: (fd: number) => void,
  ) {
    super(dataDir);
  }

  override async init(...[pg, options]: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(pg, options);
    let mounted: FileSystemModule['FS'] | undefined;
    const mountedFs = () => {
      if (!mounted) throw new Error('PGlite synced a file before its file system was mounted');
      return mounted;
    };
    const syncStream = (stream: Stream) => {
      const { realPath, tryFSOperation } = mountedFs().filesystems.NODEFS;
      tryFSOperation(() => {
        if (stream.nfd !== undefined) return this.flush(stream.nfd);
        // NodeFS opens no host file for a folder; PostgreSQL syncs folders after creating or renaming in them.
        const folder = openSync(realPath(stream.node), 'r');
        try {
          this.flush(folder);
        } finally {
          closeSync(folder);
        }
      });
      return 0;
    };
    const instantiateWasm = emscriptenOpts.instantiateWasm;
    if (!instantiateWasm) throw new Error('PGlite no longer loads its WebAssembly through instantiateWasm');
    const amended: EmscriptenOptions = {
      ...emscriptenOpts,
      instantiateWasm: (...[imports, done]: Parameters<InstantiateWasm>) => {
        const env = (imports as unknown as WasmImports).env;
        if (typeof env.__syscall_fdatasync !== 'function') {
          throw new Error('PGlite no longer imports fdatasync: its commits cannot be made durable');
        }
        env.__syscall_fdatasync = (fd: number) => {
          try {
            return syncStream(mountedFs().getStream(fd));
          } catch (error) {
            if (isErrnoError(error)) return -error.errno;
            throw error;
          }
        };
        return instantiateWasm(imports, done);
      },
      preRun: [
        ...(emscriptenOpts.preRun ?? []),
        (module) => {
          const { FS } = module as unknown as Partial<FileSystemModule>;
          if (typeof FS?.getStream !== 'function' || !FS.filesystems.NODEFS?.stream_ops) {
            throw new Error("PGlite's file system changed: its commits cannot be made durable");
          }
          mounted = FS;
          // fsync() reaches the stream's own fsync, which NodeFS leaves out (Emscripten then answers 0).
          mounted.filesystems.NODEFS.stream_ops.fsync = syncStream;
        },
      ],
    };
    return { emscriptenOpts: amended };
  }
}

/** NodeFS for a folder, with fsync and fdatasync reaching the disk; `flush` is the system call. */
export const durableNodeFs = (dataDir: string, flush: (fd: number) => void = fsyncSync) =>
  new DurableNodeFS(dataDir, flush);
