import { Avatar, Tooltip } from 'antd';
import type { UsuarioResumo } from '@wf/shared/types/fluxo';
import { dividirAvatares } from '../lib/cards';
import { AvatarUsuario } from './AvatarUsuario';

export interface AvataresResponsaveisProps {
  responsaveis: readonly UsuarioResumo[];
  tamanho?: number;
}

/** Up to 3 responsible avatars, then '+N' with the others' names in a tooltip. */
export function AvataresResponsaveis({ responsaveis, tamanho = 24 }: AvataresResponsaveisProps) {
  const { visiveis, restantes } = dividirAvatares(responsaveis);
  const outros = responsaveis.slice(visiveis.length).map((r) => r.nome || r.email);
  return (
    <Avatar.Group size={tamanho}>
      {visiveis.map((r) => (
        <Tooltip key={r.email} title={r.nome || r.email}>
          <span>
            <AvatarUsuario
              nome={r.nome || r.email}
              iniciais={r.iniciais}
              cor={r.cor}
              foto={r.imgFoto}
              tamanho={tamanho}
            />
          </span>
        </Tooltip>
      ))}
      {restantes > 0 && (
        <Tooltip title={outros.join(', ')}>
          <Avatar size={tamanho} aria-label={`Mais ${restantes} responsáveis`}>
            +{restantes}
          </Avatar>
        </Tooltip>
      )}
    </Avatar.Group>
  );
}
