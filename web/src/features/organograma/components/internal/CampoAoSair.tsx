import { CheckOutlined, LoadingOutlined } from '@ant-design/icons';
import { Form, Input, Typography } from 'antd';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { anunciar } from '../../../../lib/anuncios';
import { mensagemDoErro } from '../../../../lib/api';

export type EstadoSalvamento = { tipo: 'salvando' } | { tipo: 'salvo' } | { tipo: 'erro'; mensagem: string } | null;

export interface CampoAoSairProps {
  id: string;
  rotulo: string;
  /** The server's value: the field follows it whenever it changes (a save, another admin's). */
  valor: string;
  schema: ZodType<string>;
  desabilitado?: boolean;
  onSalvar: (valor: string) => Promise<unknown>;
}

/**
 * A text field of a unit saved when it loses focus (Enter too; Escape undoes the typing). It says
 * when it is saving and when it saved; a value the schema refuses, or the server refuses, puts the
 * field back and says why under it.
 */
export function CampoAoSair({ id, rotulo, valor, schema, desabilitado, onSalvar }: CampoAoSairProps) {
  const [texto, setTexto] = useState(valor);
  const [valorAnterior, setValorAnterior] = useState(valor);
  const [estado, setEstado] = useState<EstadoSalvamento>(null);
  // Derived state: a new server value replaces the field's text (React's documented pattern).
  if (valor !== valorAnterior) {
    setValorAnterior(valor);
    setTexto(valor);
  }

  const handleSair = async () => {
    const validacao = schema.safeParse(texto);
    if (!validacao.success) {
      setTexto(valor);
      setEstado({ tipo: 'erro', mensagem: validacao.error.issues[0]?.message ?? 'Valor inválido' });
      return;
    }
    if (validacao.data === valor) {
      setTexto(valor);
      return;
    }
    setEstado({ tipo: 'salvando' });
    try {
      await onSalvar(validacao.data);
      setEstado({ tipo: 'salvo' });
      anunciar(`${rotulo} salvo`);
    } catch (erro) {
      setTexto(valor);
      setEstado({ tipo: 'erro', mensagem: mensagemDoErro(erro) });
    }
  };

  return (
    <Form.Item
      label={rotulo}
      htmlFor={id}
      extra={<IndicadorSalvamento estado={estado} />}
      validateStatus={estado?.tipo === 'erro' ? 'error' : undefined}
      help={estado?.tipo === 'erro' ? estado.mensagem : undefined}
    >
      <Input
        id={id}
        value={texto}
        disabled={desabilitado}
        onChange={(e) => {
          setTexto(e.target.value);
          if (estado?.tipo !== 'salvando') setEstado(null);
        }}
        onBlur={() => void handleSair()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
          if (e.key === 'Escape') setTexto(valor);
        }}
      />
    </Form.Item>
  );
}

/**
 * "Salvando…" / "Salvo" under the field (nothing otherwise, so an idle form keeps its spacing).
 * Screen readers hear "<campo> salvo" from the page's live region (lib/anuncios).
 */
export function IndicadorSalvamento({ estado }: { estado: EstadoSalvamento }) {
  if (estado?.tipo === 'salvando')
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <LoadingOutlined aria-hidden /> Salvando…
      </Typography.Text>
    );
  if (estado?.tipo === 'salvo')
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <CheckOutlined aria-hidden /> Salvo
      </Typography.Text>
    );
  return null;
}
