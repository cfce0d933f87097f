import type { ApiMessage } from '../api-messages';
import { weakPasswordMessagesEs } from './weak-password/es';

/** The API's own messages in Spanish, by their English wording (values in `{name}`). */
export const apiMessagesEs: Record<ApiMessage, string> = {
  ...weakPasswordMessagesEs,
  '"{type}" has already been requested.': '«{type}» ya se ha solicitado.',
  'A draft cannot be assigned: it has not been submitted yet.':
    'No se puede asignar un borrador: todavía no se ha presentado.',
  'A policy for this destination, purpose, category and nationality already exists':
    'Ya existe una política para este destino, motivo, categoría y nacionalidad',
  'A receipt is available once the payment is completed':
    'El recibo estará disponible cuando se complete el pago',
  'A trip takes at most {maxTripTravellers} travellers: file the others on a second trip.':
    'Un viaje admite como máximo {maxTripTravellers} viajeros: registre a los demás en un segundo viaje.',
  'A requested consultation cannot be completed': 'No se puede completar una consulta solicitada',
  'A completed consultation cannot be completed': 'Esta consulta ya está completada',
  'A cancelled consultation cannot be completed': 'No se puede completar una consulta cancelada',
  'A {status} consultation cannot be completed': 'No se puede completar una consulta en estado {status}',
  'A past consultation cannot be cancelled': 'No se puede cancelar una consulta que ya ha pasado',
  'A completed consultation cannot be cancelled': 'No se puede cancelar una consulta completada',
  'A cancelled consultation cannot be cancelled': 'Esta consulta ya está cancelada',
  'A {value} consultation cannot be cancelled': 'No se puede cancelar una consulta en estado {value}',
  'Agents see only the applications assigned to them.':
    'Los agentes solo ven las solicitudes que tienen asignadas.',
  'Already used for a different request': 'Ya se ha utilizado para otra solicitud',
  'An account keeps at most {maxSavedTravellers} travellers: remove one you no longer apply for.':
    'Una cuenta guarda como máximo {maxSavedTravellers} viajeros: elimine alguno para el que ya no vaya a solicitar.',
  'An application in {from} cannot be set to {to}: it can move to {allowed}.':
    'Una solicitud en estado {from} no puede pasar a {to}: puede pasar a {allowed}.',
  'An application in {from} cannot be set to {to}: it is final.':
    'Una solicitud en estado {from} no puede pasar a {to}: su estado es definitivo.',
  'An authenticator app is already set up. Remove it first to set up another.':
    'Ya hay una aplicación de autenticación configurada. Elimínela primero para configurar otra.',
  'An employee with this email already exists in your company.':
    'Ya existe un empleado con este correo electrónico en su empresa.',
  'An unexpected error occurred. Please try again.':
    'Se ha producido un error inesperado. Inténtelo de nuevo.',
  'Another saved traveller has this passport number.':
    'Otro viajero guardado tiene este número de pasaporte.',
  'Another traveller on this trip has this passport number: each traveller travels on their own passport.':
    'Otro viajero de este viaje tiene este número de pasaporte: cada viajero viaja con su propio pasaporte.',
  'Application not found': 'No se ha encontrado la solicitud',
  'Arrival date must not be in the past': 'La fecha de llegada no puede ser anterior a hoy',
  'CVC is required': 'El CVC es obligatorio',
  'Cannot read {location}: give a file path or an http(s) URL':
    'No se puede leer {location}: indique una ruta de archivo o una URL http(s)',
  'Card details go to Stripe, never to this server':
    'Los datos de la tarjeta se envían a Stripe, nunca a este servidor',
  'Card number is required': 'El número de tarjeta es obligatorio',
  'Choose a destination country from the list': 'Elija un país de destino de la lista',
  'Choose a file to upload': 'Elija un archivo para subir',
  'Choose a new password that differs from your current one':
    'Elija una contraseña nueva distinta de la actual',
  'Choose a traveller on this trip who is 18 or over on the arrival date':
    'Elija a un viajero de este viaje que tenga 18 años o más en la fecha de llegada',
  'Choose an active agent': 'Elija un agente activo',
  'Choose an application, a trip or an invoice to pay':
    'Elija una solicitud, un viaje o una factura para pagar',
  'Choose another active agent': 'Elija otro agente activo',
  'Choose employees of your company': 'Elija empleados de su empresa',
  'Choose one of the applications assigned to you': 'Elija una de las solicitudes que tiene asignadas',
  'Choose one of the preferred times': 'Elija una de las horas preferidas',
  "Choose one of your company's active employees": 'Elija a uno de los empleados activos de su empresa',
  'Choose your nationality from the list': 'Elija su nacionalidad de la lista',
  'Company name is required for company accounts':
    'El nombre de la empresa es obligatorio para las cuentas de empresa',
  'Company not found': 'No se ha encontrado la empresa',
  'Confirm it is you with your second factor to continue.':
    'Confirme su identidad con su segundo factor para continuar.',
  'Consultation not found': 'No se ha encontrado la consulta',
  'Contact message not found': 'No se ha encontrado el mensaje de contacto',
  'Conversation not found': 'No se ha encontrado la conversación',
  'Could not download {url}: HTTP {status} {statusText}':
    'No se ha podido descargar {url}: HTTP {status} {statusText}',
  'Could not download {url}: {reason}': 'No se ha podido descargar {url}: {reason}',
  'Could not read {file}: {reason}': 'No se ha podido leer {file}: {reason}',
  'Current password is incorrect': 'La contraseña actual no es correcta',
  'Cursor is not one this list gave; start from the first page':
    'Este cursor no procede de esta lista; empiece desde la primera página',
  'Document not found': 'No se ha encontrado el documento',
  'Document storage is not reachable right now. Try again shortly.':
    'El almacenamiento de documentos no está disponible en este momento. Inténtelo de nuevo en breve.',
  'Documents can be requested or rejected only while the application is pending or in review.':
    'Solo se pueden solicitar o rechazar documentos mientras la solicitud está pendiente o en revisión.',
  "Edition date must be a date as YYYY-MM-DD, not '{editionDate}'":
    'La fecha de edición debe tener el formato AAAA-MM-DD, no «{editionDate}»',
  'Employee not found': 'No se ha encontrado el empleado',
  'Enter the code from your authenticator app, use your passkey or a recovery code to finish signing in.':
    'Introduzca el código de su aplicación de autenticación, use su llave de acceso o un código de recuperación para terminar de iniciar sesión.',
  'Enter the traveller': 'Indique el viajero',
  'Enter your card details': 'Introduzca los datos de su tarjeta',
  'Entry conditions not found': 'No se han encontrado las condiciones de entrada',
  'Entry rule not found': 'No se ha encontrado la regla de entrada',
  'Expiry date is required': 'La fecha de caducidad es obligatoria',
  'File not found: {file}': 'Archivo no encontrado: {file}',
  'Files can be at most {maxMegabytes} MB': 'Los archivos pueden ocupar como máximo {maxMegabytes} MB',
  'Invalid entry conditions': 'Condiciones de entrada no válidas',
  'Invalid entry rule': 'Regla de entrada no válida',
  'Invalid request': 'Solicitud no válida',
  'Invalid upload': 'Archivo subido no válido',
  'Invalid value': 'Valor no válido',
  'Invoice not found': 'No se ha encontrado la factura',
  'Line {line}: start with a topic heading ("## Topic") and write every text under a question ("### Question {#visa-fees}")':
    'Línea {line}: empiece con un encabezado de tema («## Tema») y escriba todo el texto debajo de una pregunta («### Pregunta {#visa-fees}»)',
  'Line {line}: use "##" for a topic and "###" for a question; an answer has no headings':
    'Línea {line}: use «##» para un tema y «###» para una pregunta; las respuestas no llevan encabezados',
  'Line {line}: the heading has no words': 'Línea {line}: el encabezado no tiene texto',
  'Line {line}: end the question with its address, such as {#visa-fees}: lowercase letters, digits and hyphens':
    'Línea {line}: termine la pregunta con su dirección, por ejemplo {#visa-fees}: letras minúsculas, cifras y guiones',
  'Line {line}: another question already has the address #{id}':
    'Línea {line}: otra pregunta ya tiene la dirección #{id}',
  'Line {line}: the topic has no questions': 'Línea {line}: el tema no tiene preguntas',
  'Line {line}: the question has no answer': 'Línea {line}: la pregunta no tiene respuesta',
  'Live payments are refunded while Stripe is configured':
    'Los pagos reales se reembolsan mientras Stripe esté configurado',
  'Mark the consultation completed instead': 'Marque la consulta como completada',
  'Name on card is required': 'El nombre en la tarjeta es obligatorio',
  'No checked document with this id on the application':
    'La solicitud no tiene ningún documento revisado con este identificador',
  'No one on this trip needs a visa or a travel authorisation for these dates: there is nothing to submit.':
    'Nadie en este viaje necesita visado ni autorización de viaje para estas fechas: no hay nada que presentar.',
  'No visa needed: citizens of {from} may live, work and study in {to} under free movement, so there is nothing to file.':
    'No se necesita visado: los ciudadanos de {from} pueden vivir, trabajar y estudiar en {to} gracias a la libre circulación, así que no hay nada que tramitar.',
  'Not a file: {file} is a folder': 'No es un archivo: {file} es una carpeta',
  'Not admitted: holders of {withArticle} are not admitted to {to}, so no visa can be filed for {nameOf}; contact its embassy before planning travel.':
    'Entrada no admitida: los titulares de {withArticle} no son admitidos en {to}, por lo que no se puede tramitar ningún visado para {nameOf}; consulte con su embajada antes de planificar el viaje.',
  'Not found': 'No encontrado',
  'Nothing is due on this trip': 'No hay nada pendiente de pago en este viaje',
  'Notification not found': 'No se ha encontrado la notificación',
  'Only PDF, JPEG and PNG files can be uploaded': 'Solo se pueden subir archivos PDF, JPEG y PNG',
  'Only a completed payment can be refunded': 'Solo se puede reembolsar un pago completado',
  'Only a traveller 18 or over on the arrival date can be invited; you follow a minor’s application for them.':
    'Solo se puede invitar a un viajero que tenga 18 años o más en la fecha de llegada; usted sigue la solicitud de un menor en su nombre.',
  'Only a traveller under 18 on the arrival date travels with a guardian':
    'Solo un viajero menor de 18 años en la fecha de llegada viaja con un tutor',
  'Only active employees can be invited.': 'Solo se puede invitar a empleados activos.',
  'Only corporate users pay company invoices': 'Solo los usuarios corporativos pagan las facturas de empresa',
  'Only staff list applications this way.': 'Solo el personal puede listar las solicitudes de esta forma.',
  'Password is incorrect': 'La contraseña no es correcta',
  'Payment not found': 'No se ha encontrado el pago',
  'Payments run in test mode: there are no webhooks':
    'Los pagos funcionan en modo de prueba: no hay webhooks',
  'Please log in to continue.': 'Inicie sesión para continuar.',
  'Saved traveller not found': 'No se ha encontrado el viajero guardado',
  'Send METRICS_TOKEN as a bearer token': 'Envíe METRICS_TOKEN como token de portador (bearer)',
  'Send the file as a multipart/form-data upload.': 'Envíe el archivo como subida multipart/form-data.',
  'Set up a second factor first': 'Configure primero un segundo factor',
  'Some of the data sent cannot be stored. Check the text, dates and numbers.':
    'Algunos de los datos enviados no se pueden guardar. Revise los textos, las fechas y los números.',
  'Someone else has just started paying this. Please try again in a moment.':
    'Otra persona acaba de empezar a pagar esto. Inténtelo de nuevo en un momento.',
  'Staff accounts must keep a second factor. Add another one before removing this one.':
    'Las cuentas del personal deben conservar un segundo factor. Añada otro antes de eliminar este.',
  'Staff accounts need a second factor. Set up an authenticator app or a passkey to continue.':
    'Las cuentas del personal necesitan un segundo factor. Configure una aplicación de autenticación o una llave de acceso para continuar.',
  'Start setting up the authenticator app again: this setup has ended.':
    'Vuelva a empezar la configuración de la aplicación de autenticación: esta configuración ha caducado.',
  'Submit the application before paying': 'Presente la solicitud antes de pagar',
  'Submit the trip before paying': 'Presente el viaje antes de pagar',
  'Task not found': 'No se ha encontrado la tarea',
  'That code is not right, or it was already used. Try the newest code.':
    'Ese código no es correcto o ya se ha utilizado. Pruebe con el código más reciente.',
  'That session is not one of yours, or it has already ended.': 'Esa sesión no es suya o ya ha finalizado.',
  'The Idempotency-Key header must be 1 to 255 visible characters, such as a UUID':
    'La cabecera Idempotency-Key debe tener entre 1 y 255 caracteres visibles, por ejemplo un UUID',
  'The address is too long.': 'La dirección es demasiado larga.',
  'The body is empty but its type says JSON.': 'El cuerpo está vacío, pero su tipo indica JSON.',
  'The body is not valid JSON.': 'El cuerpo no es un JSON válido.',
  'The database is unavailable right now. Please try again in a moment.':
    'La base de datos no está disponible en este momento. Inténtelo de nuevo en un momento.',
  'The edition date of {name} is unknown: give it with --date YYYY-MM-DD (or VISA_DATA_EDITION_DATE), or use a file name that carries it, such as passport-index-tidy-iso2-2025-01-12.csv':
    'Se desconoce la fecha de edición de {name}: indíquela con --date AAAA-MM-DD (o VISA_DATA_EDITION_DATE), o use un nombre de archivo que la incluya, como passport-index-tidy-iso2-2025-01-12.csv',
  'The fees of this application are not paid yet': 'Las tasas de esta solicitud aún no se han pagado',
  'The file is empty': 'El archivo está vacío',
  'The file has 1 problem; nothing was imported.': 'El archivo tiene 1 problema; no se ha importado nada.',
  'The file has {count} problems; nothing was imported.':
    'El archivo tiene {count} problemas; no se ha importado nada.',
  'The file has {countOf}; nothing was imported.': 'El archivo tiene {countOf}; no se ha importado nada.',
  'The file of this document is missing from storage. Upload it again, or ask support to restore it.':
    'Falta el archivo de este documento en el almacenamiento. Vuelva a subirlo o pida al servicio de asistencia que lo restaure.',
  'The passkey could not be checked. Try again.':
    'No se ha podido comprobar la llave de acceso. Inténtelo de nuevo.',
  'The passkey request has ended. Try again.':
    'La solicitud de la llave de acceso ha caducado. Inténtelo de nuevo.',
  'The payment was declined.': 'El pago ha sido rechazado.',
  'The refund is what is left of the payment: {amount}': 'El reembolso es lo que queda del pago: {amount}',
  'The request cannot be carried out as it stands.': 'La solicitud no se puede llevar a cabo tal como está.',
  'The request could not be read. Check what was sent and try again.':
    'No se ha podido leer la solicitud. Revise lo que ha enviado e inténtelo de nuevo.',
  'The request headers are too large.': 'Las cabeceras de la solicitud son demasiado grandes.',
  'The request took too long to arrive. Please try again.':
    'La solicitud ha tardado demasiado en llegar. Inténtelo de nuevo.',
  'The service is unavailable right now. Please try again in a moment.':
    'El servicio no está disponible en este momento. Inténtelo de nuevo en un momento.',
  'The webhook signature is missing': 'Falta la firma del webhook',
  'The webhook signature is not valid': 'La firma del webhook no es válida',
  'There is no active agent with this id': 'No hay ningún agente activo con este identificador',
  'There is no demo account for the role {role}': 'No hay ninguna cuenta de demostración para el rol {role}',
  'There is no other active agent: return the cases to the unassigned queue':
    'No hay ningún otro agente activo: devuelva los casos a la cola sin asignar',
  'There is nothing at this address.': 'No hay nada en esta dirección.',
  'These conditions ship with VisaBridge and would come back on the next start: edit them instead (a field left empty is one we do not know).':
    'Estas condiciones vienen con VisaBridge y volverían a aparecer en el próximo inicio: edítelas en su lugar (un campo vacío es un dato que desconocemos).',
  'These conditions ship with VisaBridge for {scopeNameOf}, which would get them back on the next start: keep the scope, and add new conditions for {scope}':
    'Estas condiciones vienen con VisaBridge para {scopeNameOf}, que las recuperaría en el próximo inicio: mantenga el ámbito y añada nuevas condiciones para {scope}',
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.':
    'Esta Idempotency-Key ya se ha utilizado para otra solicitud. Envíe una clave nueva para cada solicitud nueva.',
  'This account has no passkey. Use your authenticator app or a recovery code.':
    'Esta cuenta no tiene ninguna llave de acceso. Use su aplicación de autenticación o un código de recuperación.',
  'This account is deactivated. Please contact support.':
    'Esta cuenta está desactivada. Póngase en contacto con el servicio de asistencia.',
  'This address cannot answer in the format asked for.':
    'Esta dirección no puede responder en el formato solicitado.',
  'This address does not accept this method.': 'Esta dirección no acepta este método.',
  'This address does not accept this type of content.': 'Esta dirección no acepta este tipo de contenido.',
  'This agent has not accepted their invitation yet': 'Este agente aún no ha aceptado su invitación',
  'This application already holds {filesPerApplication} documents, the most one application can hold. Delete one you no longer need to upload another.':
    'Esta solicitud ya contiene {filesPerApplication} documentos, el máximo permitido por solicitud. Elimine alguno que ya no necesite para subir otro.',
  'This application cannot be approved until every required document is uploaded. Missing: {join}.':
    'Esta solicitud no se puede aprobar hasta que se suban todos los documentos obligatorios. Faltan: {join}.',
  'This application cannot be submitted yet: 1 item is missing or invalid.':
    'Esta solicitud aún no se puede presentar: falta 1 dato o no es válido.',
  'This application cannot be submitted yet: {count} items are missing or invalid.':
    'Esta solicitud aún no se puede presentar: faltan {count} datos o no son válidos.',
  'This application cannot be submitted yet: {countOf} missing or invalid.':
    'Esta solicitud aún no se puede presentar: {countOf} que faltan o no son válidos.',
  'This application has been submitted, so it can no longer be submitted again. Nothing submitted is ever lost.':
    'Esta solicitud ya se ha presentado, por lo que no se puede volver a presentar. Nada de lo presentado se pierde.',
  'This application has been submitted, so it can no longer be edited. Nothing submitted is ever lost.':
    'Esta solicitud ya se ha presentado, por lo que ya no se puede editar. Nada de lo presentado se pierde.',
  'This application has been submitted, so it can no longer be deleted. Nothing submitted is ever lost.':
    'Esta solicitud ya se ha presentado, por lo que ya no se puede eliminar. Nada de lo presentado se pierde.',
  'This application has been submitted, so it can no longer be changed. Nothing submitted is ever lost.':
    'Esta solicitud ya se ha presentado, por lo que ya no se puede modificar. Nada de lo presentado se pierde.',
  'This application has been submitted, so it can no longer be {action}. Nothing submitted is ever lost.':
    'Esta solicitud ya se ha presentado, por lo que ya no se puede {action}. Nada de lo presentado se pierde.',
  'This application is already paid': 'Esta solicitud ya está pagada',
  'This application is billed to your company by invoice': 'Esta solicitud se factura a su empresa',
  'This application is not assigned to you': 'Esta solicitud no está asignada a usted',
  'This application was rejected; no fees are due': 'Esta solicitud fue rechazada; no hay tasas pendientes',
  'This conflicts with the current state. Reload and try again.':
    'Esto entra en conflicto con el estado actual. Vuelva a cargar la página e inténtelo de nuevo.',
  'This consultation is already scheduled': 'Esta consulta ya está programada',
  'This consultation is already completed': 'Esta consulta ya está completada',
  'This consultation is already cancelled': 'Esta consulta ya está cancelada',
  'This consultation is already {status}': 'Esta consulta ya está en estado {status}',
  'This consultation was just taken': 'Otra persona acaba de tomar esta consulta',
  'This conversation is already closed.': 'Esta conversación ya está cerrada.',
  'This conversation is closed.': 'Esta conversación está cerrada.',
  'This data is the edition of {editionDate} (imported {importedAt}), which a later import replaced; an edition cannot be imported a second time.':
    'Estos datos corresponden a la edición del {editionDate} (importada el {importedAt}), que una importación posterior sustituyó; una edición no se puede importar dos veces.',
  'This demo account is shared by every visitor: its two-step sign-in cannot be changed from a demo session.':
    'Esta cuenta de demostración la comparten todos los visitantes: su inicio de sesión en dos pasos no se puede cambiar desde una sesión de demostración.',
  'This document has already been rejected.': 'Este documento ya ha sido rechazado.',
  'This document has already been requested': 'Este documento ya se ha solicitado',
  'This employee already has a linked account.': 'Este empleado ya tiene una cuenta vinculada.',
  'This file is larger than {maxMegabytes} MB': 'Este archivo supera los {maxMegabytes} MB',
  'This file is not a PDF, JPEG or PNG document': 'Este archivo no es un documento PDF, JPEG ni PNG',
  'This invitation link is invalid, expired or already used.':
    'Este enlace de invitación no es válido, ha caducado o ya se ha utilizado.',
  'This invitation was sent to {invited}, but you are signed in as {signedIn}. Sign out, then sign in (or create an account) as {invitedAgain} and open the link again.':
    'Esta invitación se envió a {invited}, pero ha iniciado sesión como {signedIn}. Cierre la sesión, inicie sesión (o cree una cuenta) como {invitedAgain} y vuelva a abrir el enlace.',
  'This invitation was sent to {invited}, but you are signed in as {signedIn}. Sign out, then sign in as {invitedAgain} and open the link again.':
    'Esta invitación se envió a {invited}, pero ha iniciado sesión como {signedIn}. Cierre la sesión, inicie sesión como {invitedAgain} y vuelva a abrir el enlace.',
  'This invoice is already paid': 'Esta factura ya está pagada',
  'This is your own address: enter the traveller’s own email.':
    'Esta es su propia dirección: introduzca el correo electrónico del viajero.',
  'This page does not exist': 'Esta página no existe',
  'This passkey is already added.': 'Esta llave de acceso ya está añadida.',
  'This payment can no longer be confirmed. Please start again.':
    'Este pago ya no se puede confirmar. Vuelva a empezar.',
  'This payment has no Stripe payment to refund': 'Este pago no tiene ningún pago de Stripe que reembolsar',
  'This payment has no line for that traveller': 'Este pago no tiene ninguna línea para ese viajero',
  'This payment is already refunded': 'Este pago ya se ha reembolsado',
  'This request did not come from the VisaBridge app and was refused. Reload the page and try again.':
    'Esta solicitud no procede de la aplicación de VisaBridge y se ha rechazado. Vuelva a cargar la página e inténtelo de nuevo.',
  'This rule ships with VisaBridge and would come back on the next start: give it an end date instead.':
    'Esta regla viene con VisaBridge y volvería a aparecer en el próximo inicio: asígnele una fecha de fin en su lugar.',
  'This second factor does not exist': 'Este segundo factor no existe',
  'This stream ticket is invalid or has expired. Ask for a new one.':
    'Este ticket de transmisión no es válido o ha caducado. Solicite uno nuevo.',
  'This traveller already follows their application from their own account.':
    'Este viajero ya sigue su solicitud desde su propia cuenta.',
  'This traveller is on trip {tripReferenceOf}: pay for the trip to pay for everyone on it at once.':
    'Este viajero forma parte del viaje {tripReferenceOf}: pague el viaje para pagar por todos sus viajeros a la vez.',
  'This traveller is on trip {tripReferenceOf}: submit the trip to submit everyone on it together.':
    'Este viajero forma parte del viaje {tripReferenceOf}: presente el viaje para presentar a todos sus viajeros juntos.',
  'This traveller is you: you follow their application already.':
    'Este viajero es usted: ya sigue su solicitud.',
  "This traveller's fees are already refunded": 'Las tasas de este viajero ya se han reembolsado',
  'This trip is already paid': 'Este viaje ya está pagado',
  'To file for {nameOf}, add their {labels} to their employee profile.':
    'Para tramitar la solicitud de {nameOf}, añada a su perfil de empleado: {labels}.',
  'Too many login attempts. Please wait 1 minute and try again.':
    'Demasiados intentos de inicio de sesión. Espere 1 minuto e inténtelo de nuevo.',
  'Too many login attempts. Please wait {count} minutes and try again.':
    'Demasiados intentos de inicio de sesión. Espere {count} minutos e inténtelo de nuevo.',
  'Too many login attempts. Please wait {minutes} and try again.':
    'Demasiados intentos de inicio de sesión. Espere {minutes} e inténtelo de nuevo.',
  'Too many requests. Please wait a moment and try again.':
    'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.',
  'Too many sign-ups from your network. Please try again in {minutes} minute.':
    'Demasiados registros desde su red. Inténtelo de nuevo dentro de {minutes} minuto.',
  'Too many sign-ups from your network. Please try again in {minutes} minutes.':
    'Demasiados registros desde su red. Inténtelo de nuevo dentro de {minutes} minutos.',
  'Too many wrong codes. Please wait 1 minute and try again.':
    'Demasiados códigos incorrectos. Espere 1 minuto e inténtelo de nuevo.',
  'Too many wrong codes. Please wait {count} minutes and try again.':
    'Demasiados códigos incorrectos. Espere {count} minutos e inténtelo de nuevo.',
  'Too many wrong codes. Please wait {minutes} and try again.':
    'Demasiados códigos incorrectos. Espere {minutes} e inténtelo de nuevo.',
  'Too many wrong passwords. Please wait 1 minute and try again.':
    'Demasiadas contraseñas incorrectas. Espere 1 minuto e inténtelo de nuevo.',
  'Too many wrong passwords. Please wait {count} minutes and try again.':
    'Demasiadas contraseñas incorrectas. Espere {count} minutos e inténtelo de nuevo.',
  'Too many wrong passwords. Please wait {minutes} and try again.':
    'Demasiadas contraseñas incorrectas. Espere {minutes} e inténtelo de nuevo.',
  'Traveller not found on this trip': 'No se ha encontrado al viajero en este viaje',
  'Trip not found': 'No se ha encontrado el viaje',
  "Trip {tripReferenceOf} has been submitted, so its travellers can no longer be changed. Each traveller's application is followed on its own.":
    'El viaje {tripReferenceOf} ya se ha presentado, por lo que sus viajeros ya no se pueden cambiar. La solicitud de cada viajero se sigue por separado.',
  'Unknown country code or group {scope}': 'Código de país o grupo desconocido: {scope}',
  'Unknown country code {code}': 'Código de país desconocido: {code}',
  'Unknown destination group {destinationGroup}': 'Grupo de destinos desconocido: {destinationGroup}',
  'Unknown passport group {passportGroup}': 'Grupo de pasaportes desconocido: {passportGroup}',
  'User not found': 'No se ha encontrado el usuario',
  'Visa policy not found': 'No se ha encontrado la política de visados',
  'What was sent is too large.': 'Lo enviado es demasiado grande.',
  'You are the last active administrator. Make another user an administrator before deleting your account.':
    'Usted es el último administrador activo. Nombre administrador a otro usuario antes de eliminar su cuenta.',
  'You can rate an application once it has been decided.':
    'Podrá valorar una solicitud una vez que se haya resuelto.',
  'You cannot deactivate or demote your own account.': 'No puede desactivar ni degradar su propia cuenta.',
  'You do not have permission to do this.': 'No tiene permiso para hacer esto.',
  'You have sent several messages in the last hour. Please try again in {minutes} minute.':
    'Ha enviado varios mensajes en la última hora. Inténtelo de nuevo dentro de {minutes} minuto.',
  'You have sent several messages in the last hour. Please try again in {minutes} minutes.':
    'Ha enviado varios mensajes en la última hora. Inténtelo de nuevo dentro de {minutes} minutos.',
  'You have uploaded {limit} files in the last minute, the most we take. Please try again in {seconds} second.':
    'Ha subido {limit} archivos en el último minuto, el máximo que aceptamos. Inténtelo de nuevo dentro de {seconds} segundo.',
  'You have uploaded {limit} files in the last minute, the most we take. Please try again in {seconds} seconds.':
    'Ha subido {limit} archivos en el último minuto, el máximo que aceptamos. Inténtelo de nuevo dentro de {seconds} segundos.',
  'You have {drafts} applications in preparation, the most one account may have. Submit or delete some before starting another.':
    'Tiene {drafts} solicitudes en preparación, el máximo por cuenta. Presente o elimine alguna antes de empezar otra.',
  'Your account is already linked to another employee record.':
    'Su cuenta ya está vinculada a otro registro de empleado.',
  'Your account is not linked to a company.': 'Su cuenta no está vinculada a ninguna empresa.',
  'Your company is managed by your company account': 'Su empresa la gestiona la cuenta de su empresa',
  'Your documents already take {used} of the {allowed} an account may store, and this file does not fit. Delete documents you no longer need, or upload a smaller file.':
    'Sus documentos ya ocupan {used} de los {allowed} que puede almacenar una cuenta, y este archivo no cabe. Elimine documentos que ya no necesite o suba un archivo más pequeño.',
  '1 open application is assigned to this agent: reassign them or return them to the unassigned queue.':
    'Este agente tiene asignada 1 solicitud abierta: reasígnela o devuélvala a la cola sin asignar.',
  '{count} open applications are assigned to this agent: reassign them or return them to the unassigned queue.':
    'Este agente tiene asignadas {count} solicitudes abiertas: reasígnelas o devuélvalas a la cola sin asignar.',
  '{countOf} assigned to this agent: reassign them or return them to the unassigned queue.':
    '{countOf} asignadas a este agente: reasígnelas o devuélvalas a la cola sin asignar.',
  '1 problem in the file; nothing was created.': 'Hay 1 problema en el archivo; no se ha creado nada.',
  '{count} problems in the file; nothing was created.':
    'Hay {count} problemas en el archivo; no se ha creado nada.',
  '{countOf} in the file; nothing was created.': '{countOf} en el archivo; no se ha creado nada.',
  '1 problem on this trip; nothing was filed.': 'Hay 1 problema en este viaje; no se ha tramitado nada.',
  '{count} problems on this trip; nothing was filed.':
    'Hay {count} problemas en este viaje; no se ha tramitado nada.',
  '{countOf} on this trip; nothing was filed.': '{countOf} en este viaje; no se ha tramitado nada.',
  "{name}'s passport expires on {passportExpiry}. {problem}. Renew it and update their employee profile, or change the travel date.":
    'El pasaporte de {name} caduca el {passportExpiry}. {problem}. Renuévelo y actualice su perfil de empleado, o cambie la fecha del viaje.',
  '{name} has not accepted their invitation yet': '{name} aún no ha aceptado su invitación',
  '{scopeNameOf} already has entry conditions: edit them instead':
    '{scopeNameOf} ya tiene condiciones de entrada: edítelas en su lugar',
  '{title} has changed since you opened it: read the new version and accept it again.':
    '{title} ha cambiado desde que lo abrió: lea la nueva versión y vuelva a aceptarla.',
  "{traveller}'s refund is their line of the payment: {amount}":
    'El reembolso de {traveller} es su línea del pago: {amount}',
  'This application is listed more than once.': 'Esta solicitud figura más de una vez en la lista.',
  '{updated} updated, {refused} refused': 'Actualizadas: {updated}; rechazadas: {refused}',
  'Choose one of the languages offered': 'Elija uno de los idiomas disponibles',
  'Invitation sent to {email}': 'Invitación enviada a {email}',
  '1 invitation sent': '1 invitación enviada',
  '{count} invitations sent': '{count} invitaciones enviadas',
  'Add at least one traveller': 'Añada al menos un viajero',
  'our data has no answer for this passport on this trip; check with the embassy before travelling':
    'nuestros datos no tienen respuesta para este pasaporte en este viaje; consulte con la embajada antes de viajar',
  '{from} passport holders are not admitted to {to} ({category})':
    'los titulares de un pasaporte de {from} no son admitidos en {to} ({category})',
  'choose the parent or guardian travelling with them (18 or over)':
    'elija al progenitor o tutor que viaja con esta persona (18 años o más)',
  'Trip submitted: 1 traveller waiting for review': 'Viaje presentado: 1 viajero en espera de revisión',
  'Trip submitted: {count} travellers waiting for review':
    'Viaje presentado: {count} viajeros en espera de revisión',
};
