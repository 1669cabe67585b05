import { Button } from 'antd';
import { useState } from 'react';

/** Google's "G", in its four colours (Google's sign-in branding: the logo is never recoloured). */
function LogoGoogle() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.7 1.2 9.2 3.6l6.8-6.8C35.9 2.4 30.5 0 24 0 14.6 0 6.5 5.4 2.6 13.2l8 6.2C12.4 13.7 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M47 24.6c0-1.6-.1-3.1-.4-4.5H24v9h12.9c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 7.1-10.4 7.1-17.6z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.1 .8-4.6l-8-6.2C.9 16.5 0 20.1 0 24c0 3.9 .9 7.5 2.6 10.8l8-6.2z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.3 0-11.6-4.2-13.5-9.9l-8 6.2C6.5 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/** Google's own look for its button: white, grey border, dark grey text (not the theme's colours). */
const ESTILO_GOOGLE = {
  background: '#fff',
  borderColor: '#dadce0',
  color: '#3c4043',
  fontWeight: 500,
} as const;

export interface BotaoGoogleProps {
  /** The API address that starts the sign-in (a full-page navigation). */
  href: string;
  /** Runs before the browser leaves for Google (remembers the tenant for the page it comes back to). */
  aoEntrar?: () => void;
}

/** "Entrar com Google": a link styled as Google's button, busy from the click until the page leaves. */
export function BotaoGoogle({ href, aoEntrar }: BotaoGoogleProps) {
  const [saindo, setSaindo] = useState(false);
  return (
    <Button
      block
      size="large"
      href={href}
      icon={saindo ? undefined : <LogoGoogle />}
      loading={saindo}
      style={ESTILO_GOOGLE}
      onClick={() => {
        aoEntrar?.();
        setSaindo(true);
      }}
    >
      Entrar com Google
    </Button>
  );
}
