import { UploadOutlined } from '@ant-design/icons';
import {
  Button,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  TimePicker,
  Typography,
  Upload,
  type FormRule,
  type UploadFile,
} from 'antd';
import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import type { ReactNode } from 'react';
import {
  aceitarArquivos,
  exemploPadraoId,
  mascaraDoTipo,
  validarArquivo,
  validarValorCampo,
} from '../../lib/formularioDinamico';
import { toast } from '../../lib/toast';
import { SelectBaseDados } from '../basesDados/SelectBaseDados';
import { EntradaLink } from './EntradaLink';

export interface CampoDinamicoProps {
  campo: CampoFormulario;
}

const FORMATO_DATA = 'DD/MM/YYYY';

/**
 * One stage-form field as a person fills it: its input, the required marker,
 * the masks, the length and link checks with the rendering messages, and the upload limits.
 * Hidden fields render nothing; fields that are not editable are shown disabled.
 */
export function CampoDinamico({ campo }: CampoDinamicoProps) {
  if (campo.indOculto) return null;
  const mascara = mascaraDoTipo(campo.keyCampo);
  const regra: FormRule = {
    validator: async (_regra, valor: unknown) => {
      const erro = validarValorCampo(campo, valor);
      if (erro) throw new Error(erro);
    },
  };
  const comum = {
    label: campo.titulo,
    tooltip: campo.switchDescricao && campo.descricao ? campo.descricao : undefined,
    extra: campo.switchHelperText && campo.helperText ? campo.helperText : undefined,
  };
  const placeholder = campo.switchPlaceholder && campo.placeholder ? campo.placeholder : undefined;
  const desabilitado = !campo.indEditavel;

  if (campo.keyCampo === 'textoFixo') {
    return (
      <Form.Item label={comum.label} tooltip={comum.tooltip} extra={comum.extra}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {campo.textoFixoValue || <Typography.Text type="secondary">Sem texto</Typography.Text>}
        </Typography.Paragraph>
      </Form.Item>
    );
  }

  if (campo.keyCampo === 'anexo') {
    const tipos = campo.tiposArquivosAceitos.join(', ');
    const limites = `Até ${campo.quantidadeMaximaArquivos} ${campo.quantidadeMaximaArquivos === 1 ? 'arquivo' : 'arquivos'} de no máximo ${campo.tamanhoMaximoArquivo} MB. Tipos aceitos: ${tipos}.`;
    const handleAntesDeEnviar = (arquivo: File) => {
      const erro = validarArquivo(campo, arquivo);
      if (erro) {
        toast.erro(erro);
        return Upload.LIST_IGNORE;
      }
      return false;
    };
    return (
      <Form.Item
        label={comum.label}
        tooltip={comum.tooltip}
        name={campo.dataIndex}
        required={campo.indObrigatorio}
        rules={[regra]}
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
        extra={comum.extra ? `${comum.extra} ${limites}` : limites}
      >
        <Upload
          beforeUpload={handleAntesDeEnviar}
          accept={aceitarArquivos(campo.tiposArquivosAceitos)}
          multiple={campo.quantidadeMaximaArquivos > 1}
          disabled={desabilitado}
        >
          <Button icon={<UploadOutlined />} disabled={desabilitado}>
            Selecionar arquivo
          </Button>
        </Upload>
      </Form.Item>
    );
  }

  if (campo.keyCampo === 'campoId') {
    const descricao = campo.indHashAleatoria
      ? 'Gerado automaticamente (código aleatório) ao criar o card'
      : `Gerado automaticamente ao criar o card, ex.: ${exemploPadraoId(campo.configCampoId ?? '', new Date())}`;
    return (
      <Form.Item label={comum.label} tooltip={comum.tooltip} extra={comum.extra}>
        <Input value={descricao} disabled aria-label={campo.titulo} />
      </Form.Item>
    );
  }

  let entrada: ReactNode;
  const opcoes = campo.opcoesListagensManual.map((o) => ({ label: o.label, value: o.value }));
  const direcao = {
    display: 'flex',
    flexDirection: campo.indDirecaoVertical ? 'column' : 'row',
    flexWrap: 'wrap',
    gap: 8,
  } as const;
  switch (campo.keyCampo) {
    case 'textoLongo':
      entrada = (
        <Input.TextArea
          rows={3}
          placeholder={placeholder}
          disabled={desabilitado}
          maxLength={campo.maxLength ?? undefined}
          showCount={Boolean(campo.maxLength)}
        />
      );
      break;
    case 'textoCurto':
      entrada = (
        <Input
          placeholder={placeholder}
          disabled={desabilitado}
          maxLength={campo.maxLength ?? undefined}
          showCount={Boolean(campo.maxLength)}
        />
      );
      break;
    case 'email':
      entrada = <Input type="email" inputMode="email" placeholder={placeholder} disabled={desabilitado} />;
      break;
    case 'number':
      entrada = (
        <InputNumber style={{ width: '100%' }} decimalSeparator="," placeholder={placeholder} disabled={desabilitado} />
      );
      break;
    case 'data':
      entrada =
        campo.tipoCampoData === 'time' ? (
          <TimePicker
            format="HH:mm"
            placeholder={placeholder ?? 'Selecione a hora'}
            disabled={desabilitado}
            style={{ width: '100%' }}
          />
        ) : (
          <DatePicker
            format={campo.tipoCampoData === 'dateTime' ? `${FORMATO_DATA} HH:mm` : FORMATO_DATA}
            showTime={campo.tipoCampoData === 'dateTime' ? { format: 'HH:mm' } : false}
            placeholder={
              placeholder ?? (campo.tipoCampoData === 'dateTime' ? 'Selecione data e hora' : 'Selecione a data')
            }
            disabled={desabilitado}
            style={{ width: '100%' }}
          />
        );
      break;
    case 'checkbox':
      entrada = <Checkbox.Group options={opcoes} disabled={desabilitado} style={direcao} />;
      break;
    case 'radio':
      entrada = <Radio.Group options={opcoes} disabled={desabilitado} style={direcao} />;
      break;
    case 'selecaoOpcoes':
      entrada =
        campo.tipoCampoCombo === 'dataBase' && campo.vinculoDataBase ? (
          <SelectBaseDados
            campo={{ ...campo, vinculoDataBase: campo.vinculoDataBase }}
            placeholder={placeholder}
            disabled={desabilitado}
          />
        ) : (
          <Select
            options={opcoes}
            mode={campo.indSelecaoMultipla ? 'multiple' : undefined}
            placeholder={placeholder ?? 'Selecione'}
            allowClear
            disabled={desabilitado}
          />
        );
      break;
    case 'link':
      entrada = (
        <EntradaLink
          placeholder={placeholder}
          disabled={desabilitado}
          tipoBotao={campo.tipoBotao}
          comIcone={campo.indIcon}
          titulo={campo.titulo}
        />
      );
      break;
    default:
      // cpf, cnpj, telefone, moeda: text with a mask.
      entrada = (
        <Input
          inputMode={campo.keyCampo === 'moeda' || campo.keyCampo === 'numeroTelefone' ? 'numeric' : undefined}
          placeholder={placeholder ?? placeholderDaMascara(campo.keyCampo)}
          disabled={desabilitado}
        />
      );
  }

  return (
    <Form.Item
      label={comum.label}
      tooltip={comum.tooltip}
      extra={comum.extra}
      name={campo.dataIndex}
      required={campo.indObrigatorio}
      rules={[regra]}
      normalize={mascara ? (valor: unknown) => (typeof valor === 'string' ? mascara(valor) : valor) : undefined}
      validateFirst
    >
      {entrada}
    </Form.Item>
  );
}

function placeholderDaMascara(keyCampo: string): string | undefined {
  switch (keyCampo) {
    case 'cpf':
      return '000.000.000-00';
    case 'cnpj':
      return '00.000.000/0000-00';
    case 'numeroTelefone':
      return '(00) 00000-0000';
    case 'moeda':
      return 'R$ 0,00';
    default:
      return undefined;
  }
}
