import { Checkbox, Divider, Form, Input, InputNumber, Select } from 'antd';
import { CONFIGURACOES_AMBIENTE } from '@wf/shared/constants/configuracoesAmbiente';
import { configuracoesExtrasCliente } from '@wf/shared/schemas/administracao';
import { mascaraCnpj } from '@wf/shared/validation/documentos';
import { regraZod } from '../../../lib/formularioZod';

/** Options sit close together, as in the rest of the form. */
const ESPACO_OPCAO = { marginBottom: 12 };
const { tamanhoMaxPorDocumento, maxDocsPorEnvelope, mensagemRodapeEmailMax } = CONFIGURACOES_AMBIENTE;

/**
 * The settings added after the first version of the page: the default access of newcomers, the
 * e-mail footer, the e-signature limits and the integration address. Rendered inside the settings
 * form, so "Salvar configurações" saves them with the rest.
 */
export function SecaoOutrasConfiguracoes({ cadastroRestrito }: { cadastroRestrito: boolean }) {
  const campos = configuracoesExtrasCliente;
  return (
    <>
      <Form.Item
        label="Acesso padrão de quem se cadastra"
        name="acessoPadrao"
        extra="Administrador do ambiente só pode ser escolhido com o cadastro restrito por CPF ou por domínio."
      >
        <Select
          aria-label="Acesso padrão de quem se cadastra"
          options={[
            { value: '1', label: 'Usuário comum' },
            { value: '2', label: 'Administrador do ambiente', disabled: !cadastroRestrito },
          ]}
        />
      </Form.Item>

      <Divider titlePlacement="start">Empresa e e-mails</Divider>
      <Form.Item
        label="CNPJ"
        name="cnpj"
        normalize={(v: string) => mascaraCnpj(v ?? '')}
        rules={[regraZod(campos.cnpj)]}
      >
        <Input placeholder="00.000.000/0000-00" inputMode="numeric" />
      </Form.Item>
      <Form.Item
        label="Mensagem no rodapé dos e-mails"
        name="mensagemRodapeEmail"
        rules={[regraZod(campos.mensagemRodapeEmail)]}
        extra="Texto simples, incluído ao final de todos os e-mails enviados pelo ambiente."
      >
        <Input.TextArea rows={3} maxLength={mensagemRodapeEmailMax} showCount />
      </Form.Item>

      <Divider titlePlacement="start">Assinatura eletrônica</Divider>
      <Form.Item
        label="Tamanho máximo por documento (MB)"
        name="tamanhoMaxPorDocumento"
        rules={[regraZod(campos.tamanhoMaxPorDocumento)]}
      >
        <InputNumber min={tamanhoMaxPorDocumento.min} max={tamanhoMaxPorDocumento.max} precision={0} />
      </Form.Item>
      <Form.Item
        label="Máximo de documentos por envelope"
        name="maxDocsPorEnvelope"
        rules={[regraZod(campos.maxDocsPorEnvelope)]}
      >
        <InputNumber min={maxDocsPorEnvelope.min} max={maxDocsPorEnvelope.max} precision={0} />
      </Form.Item>
      <Form.Item name="certDigitalAut" valuePropName="checked" style={ESPACO_OPCAO}>
        <Checkbox>Permitir assinatura com certificado digital</Checkbox>
      </Form.Item>

      <Divider titlePlacement="start">Integração</Divider>
      <Form.Item
        label="URL da instância de web service"
        name="urlInstanciaWS"
        rules={[regraZod(campos.urlInstanciaWS)]}
        extra="Endereço https da instância usada nas integrações; deixe vazio se não houver."
      >
        <Input placeholder="https://" />
      </Form.Item>
    </>
  );
}
