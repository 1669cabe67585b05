import { EditOutlined } from '@ant-design/icons';
import { LIMITES_FLUXO } from '@wf/shared/constants/fluxos';
import { inserirFluxoSchema, mensagensFluxo } from '@wf/shared/schemas/fluxo';
import { Button, Flex, Form, Input, Tooltip } from 'antd';
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { toast } from '../../../../lib/toast';
import { useRenomearFluxo } from '../../api/atualizar-propriedade-fluxo';
import { TituloPagina } from '../../../../components/TituloPagina';

export interface TituloFluxoProps {
  idFluxo: string;
  descricao: string;
  /** Only the owner renames the flow. */
  editavel: boolean;
}

/** The same rule as the flow dialog's name and the rename call: required, at most 300. */
const schemaDescricao = inserirFluxoSchema.shape.Fluxo.shape.descricao;

/** The flow screen's title; the owner edits it in place: Enter saves, Esc cancels, leaving saves. */
export function TituloFluxo({ idFluxo, descricao, editavel }: TituloFluxoProps) {
  const [rascunho, setRascunho] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const renomear = useRenomearFluxo(idFluxo);
  // Enter and Esc end the edit; the blur that may follow when the input goes away must not save again.
  const encerrada = useRef(false);

  const handleEditar = () => {
    encerrada.current = false;
    setErro(null);
    setRascunho(descricao);
  };
  const handleCancelar = () => {
    encerrada.current = true;
    setErro(null);
    setRascunho(null);
  };
  const handleSalvar = () => {
    if (rascunho === null || encerrada.current) return;
    const resultado = schemaDescricao.safeParse(rascunho);
    if (!resultado.success) {
      setErro(resultado.error.issues[0]?.message ?? mensagensFluxo.nomeObrigatorio);
      return;
    }
    encerrada.current = true;
    setRascunho(null);
    setErro(null);
    if (resultado.data === descricao) return;
    renomear.mutate(resultado.data, { onSuccess: ({ mensagem }) => toast.sucesso(mensagem) });
  };
  const handleDigitar = (evento: ChangeEvent<HTMLInputElement>) => setRascunho(evento.target.value);
  const handleTecla = (evento: KeyboardEvent<HTMLInputElement>) => {
    if (evento.key === 'Enter') {
      evento.preventDefault();
      handleSalvar();
    } else if (evento.key === 'Escape') {
      evento.preventDefault();
      handleCancelar();
    }
  };

  if (rascunho !== null) {
    return (
      <Form.Item
        validateStatus={erro ? 'error' : undefined}
        help={erro ?? 'Enter salva, Esc cancela'}
        style={{ margin: 0, flex: 1, minWidth: 0 }}
      >
        <Input
          value={rascunho}
          onChange={handleDigitar}
          onKeyDown={handleTecla}
          onBlur={handleSalvar}
          maxLength={LIMITES_FLUXO.tituloFluxo}
          showCount
          autoFocus
          size="large"
          aria-label="Título do fluxo"
        />
      </Form.Item>
    );
  }

  return (
    <Flex align="center" gap={4} style={{ flex: 1, minWidth: 0 }}>
      <TituloPagina style={{ margin: 0, fontSize: 22 }} ellipsis={{ tooltip: descricao }}>
        {descricao}
      </TituloPagina>
      {editavel && (
        <Tooltip title="Editar título">
          <Button
            type="text"
            icon={<EditOutlined aria-hidden />}
            aria-label="Editar título do fluxo"
            onClick={handleEditar}
            loading={renomear.isPending}
          />
        </Tooltip>
      )}
    </Flex>
  );
}
