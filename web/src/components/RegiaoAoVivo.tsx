import { useEffect, useState } from 'react';
import { aoAnunciar, type Urgencia } from '../lib/anuncios';

// Emptied first, then filled after a beat: the same text twice in a row is read twice.
const PAUSA_MS = 50;

/** The page's two live regions (lib/anuncios), read by screen readers and hidden from sight. */
export function RegiaoAoVivo() {
  const [textos, setTextos] = useState<Record<Urgencia, string>>({ educada: '', urgente: '' });
  useEffect(() => {
    // One timer per region: an error announced within the pause of a notice must not cancel it.
    const timers: Partial<Record<Urgencia, ReturnType<typeof setTimeout>>> = {};
    const pararDeOuvir = aoAnunciar((texto, urgencia) => {
      clearTimeout(timers[urgencia]);
      setTextos((atuais) => ({ ...atuais, [urgencia]: '' }));
      timers[urgencia] = setTimeout(() => setTextos((atuais) => ({ ...atuais, [urgencia]: texto })), PAUSA_MS);
    });
    return () => {
      clearTimeout(timers.educada);
      clearTimeout(timers.urgente);
      pararDeOuvir();
    };
  }, []);
  return (
    <>
      <div role="status" className="sr-only" data-testid="anuncio-educado">
        {textos.educada}
      </div>
      <div role="alert" className="sr-only" data-testid="anuncio-urgente">
        {textos.urgente}
      </div>
    </>
  );
}
