import { Avatar } from 'antd';
import { corDoTextoSobre } from '../lib/cores';

export interface AvatarUsuarioProps {
  nome: string;
  iniciais: string;
  /** Colour the server derives from the name, so a person keeps it everywhere. */
  cor: string;
  foto?: string | null;
  tamanho?: number;
}

/** Photo when there is one, else the initials on the user's colour, in black or white as reads best. */
export function AvatarUsuario({ nome, iniciais, cor, foto, tamanho = 32 }: AvatarUsuarioProps) {
  if (foto) return <Avatar src={foto} alt={`Foto de ${nome}`} size={tamanho} />;
  return (
    <Avatar
      size={tamanho}
      style={{ backgroundColor: cor, color: corDoTextoSobre(cor), flexShrink: 0 }}
      aria-label={nome}
    >
      {iniciais}
    </Avatar>
  );
}
