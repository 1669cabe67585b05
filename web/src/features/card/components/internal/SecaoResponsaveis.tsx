import { Avatar, Flex, Select, Tooltip } from 'antd';
import { LIMITES_CARD } from '@wf/shared/constants/cards';
import type { UsuarioResumo } from '@wf/shared/types/fluxo';
import type { ResponsavelCard } from '@wf/shared/types/instancia';
import { AvatarUsuario } from '../../../../components/AvatarUsuario';

export interface SecaoResponsaveisProps {
  responsaveis: ResponsavelCard[];
  candidatos: UsuarioResumo[];
  carregandoCandidatos: boolean;
  editavel: boolean;
  onAlterar: (email: string, incluir: boolean) => void;
}

/** Responsible avatars (3 then +N) and a picker among the people authorised in the flow's stages. */
export function SecaoResponsaveis({
  responsaveis,
  candidatos,
  carregandoCandidatos,
  editavel,
  onAlterar,
}: SecaoResponsaveisProps) {
  const opcoes = [...candidatos, ...responsaveis.filter((r) => !candidatos.some((c) => c.email === r.email))].map(
    (p) => ({
      value: p.email,
      label: p.nome || p.email,
    }),
  );
  return (
    <Flex vertical gap={8}>
      {responsaveis.length > 0 && (
        <Avatar.Group max={{ count: LIMITES_CARD.avataresVisiveis }}>
          {responsaveis.map((r) => (
            <Tooltip key={r.email} title={`${r.nome} (${r.email})`}>
              <span>
                <AvatarUsuario nome={r.nome} iniciais={r.iniciais} cor={r.cor} foto={r.imgFoto} tamanho={28} />
              </span>
            </Tooltip>
          ))}
        </Avatar.Group>
      )}
      <Select
        mode="multiple"
        aria-label="Responsáveis"
        placeholder="Sem responsável"
        value={responsaveis.map((r) => r.email)}
        options={opcoes}
        loading={carregandoCandidatos}
        disabled={!editavel}
        optionFilterProp="label"
        onSelect={(email: string) => onAlterar(email, true)}
        onDeselect={(email: string) => onAlterar(email, false)}
        style={{ width: '100%' }}
        notFoundContent="Nenhuma pessoa autorizada no fluxo"
      />
    </Flex>
  );
}
