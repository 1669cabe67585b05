import { useEffect, useState } from 'react';
import { aoAnunciar, type Urgencia } from '../lib/anuncios';

// Emptied first, then filled after a beat: the same text twice in a row is read twice.
const PAUSA_MS = 50;

/** The page's two live regions (lib/anuncios), read by screen readers and hidden from sight. */
export function RegiaoAoVivo() {
  const [textos, setTextos] = useState<Record<Urgencia, string>>({ educada: '', urgente: '' });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pararDeOuvir = aoAnunciar((texto, urgencia) => {
      clearTimeout(timer);
      setTextos((atuais) => ({ ...atuais, [urgencia]: '' }));
      timer = setTimeout(() => setTextos((atuais) => ({ ...atuais, [urgencia]: texto })), PAUSA_MS);
    });
    return () => {
      clearTimeout(timer);
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
