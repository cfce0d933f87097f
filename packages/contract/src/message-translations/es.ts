import type { MessageKey } from '../messages';

/** The contract's messages in Spanish. */
export const messagesEs: Record<MessageKey, string> = {
  emailRequired: 'El correo electrónico es obligatorio',
  emailInvalid: 'Introduzca una dirección de correo electrónico válida',
  passwordRequired: 'La contraseña es obligatoria',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
  confirmPasswordRequired: 'Confirme su contraseña',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'Los apellidos son obligatorios',
  phoneRequired: 'El número de teléfono es obligatorio',
  dateOfBirthRequired: 'La fecha de nacimiento es obligatoria',
  dateOfBirthInvalid: 'La fecha de nacimiento debe ser una fecha válida y anterior a hoy',
  termsRequired: 'Debe aceptar los términos y condiciones',
  emailTaken: 'Ya existe una cuenta con este correo electrónico. Inicie sesión o restablezca su contraseña.',
  invalidCredentials: 'Correo electrónico o contraseña incorrectos',
  loginSuccess: '¡Sesión iniciada correctamente!',
  registrationSuccess:
    '¡Gracias! Revise su correo electrónico para verificar su cuenta y, después, inicie sesión.',
  profileUpdated: '¡Perfil actualizado correctamente!',
  loggedOut: 'Sesión cerrada correctamente',
  loginFailed: 'No se pudo iniciar sesión',
  registrationFailed: 'No se pudo completar el registro',
  profileUpdateFailed: 'No se pudo actualizar el perfil',
  requestFailed: 'No se pudo completar la operación',
  networkError: 'Error de red. Compruebe su conexión y vuelva a intentarlo.',
  requestTimedOut: 'El servidor tardó demasiado en responder. Vuelva a intentarlo.',
  unexpectedError: 'Se ha producido un error inesperado.',
  screenError: 'Se ha producido un error inesperado. Vuelva a intentarlo.',
  sessionExpired: 'Su sesión ha finalizado. Vuelva a iniciar sesión.',
  forgotPasswordSent:
    'Si existe una cuenta con ese correo electrónico, le hemos enviado un enlace para restablecer la contraseña.',
  resetTokenInvalid: 'Este enlace de restablecimiento no es válido o ha caducado. Solicite uno nuevo.',
  passwordReset: 'Se ha restablecido su contraseña. Ya puede iniciar sesión.',
  invitationInvalid:
    'Este enlace de invitación no es válido o ha caducado. Pida a un administrador que le envíe uno nuevo.',
  passwordSet: 'Su contraseña se ha establecido. Ya puede iniciar sesión.',
  employeeInvitationInvalid:
    'Este enlace de invitación no es válido, ya se ha usado o ha caducado. Pida a su empresa que le envíe uno nuevo.',
  employeeAccountLinked:
    'Su cuenta está vinculada: las solicitudes que su empresa presenta en su nombre aparecen en Mis solicitudes.',
  verifyTokenInvalid: 'Este enlace de verificación no es válido o ha caducado.',
  emailVerified: 'Su dirección de correo electrónico está verificada.',
  emailAlreadyVerified: 'Este enlace ya se ha utilizado: su dirección de correo electrónico está verificada.',
  verificationSent: 'Le hemos enviado un nuevo enlace de verificación a su correo electrónico.',
  tooManyEmails:
    'Ya le hemos enviado varios enlaces en la última hora. Revise su bandeja de entrada, incluida la carpeta de spam.',
  adminOnly: 'Acceso denegado. Se requieren permisos de administrador.',
  agentOnly: 'Acceso denegado. Se requieren permisos de agente.',
  corporateOnly: 'Acceso denegado. Se requiere una cuenta corporativa.',
  travellerOnly: 'Esa página es solo para cuentas de viajero: este es su panel.',
  applicationsElsewhere:
    'Mis solicitudes muestra las solicitudes propias de cada viajero: aquí tiene las que usted gestiona.',
  documentsElsewhere: 'Los documentos pertenecen a cada solicitud: abra una para ver y subir sus documentos.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  notFound: 'No encontrado',
  unauthorized: 'Inicie sesión para continuar.',
  visaDataMissing:
    'Aún no se han importado los datos de requisitos de visa, por lo que no podemos responder a esta consulta. Vuelva a intentarlo más tarde.',
  countriesMissing: 'Seleccione el país de origen y el de destino',
  countriesLoadFailed: 'No se pudieron cargar los países',
  visaCheckFailed: 'No se pudieron consultar los requisitos de visa',
};
