import { ConsultationForm } from './consultation-form';
import { MyConsultations } from './my-consultations';

/** What a user who may book sees below the introduction: the booking form, then their upcoming and past calls. */
export function ConsultationBooking() {
  return (
    <>
      <ConsultationForm />
      <MyConsultations when="upcoming" />
      <MyConsultations when="past" />
    </>
  );
}
