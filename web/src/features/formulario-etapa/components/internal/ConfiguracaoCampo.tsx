import { Divider, Flex, Form, Input, InputNumber, Radio, Select, Switch, Tag, Tooltip, Typography } from 'antd';
import { extensoesArquivo, tiposCampo, type KeyCampo } from '@wf/shared/constants/fluxos';
import type { ReactNode } from 'react';
import { IconeTipoCampo } from '../../../../components/IconeTipoCampo';
import {
  alterarNomeVariavel,
  alterarTitulo,
  alternarHashAleatoria,
  alternarIndicador,
  podeSerObrigatorio,
  temOpcoes,
  temTamanho,
  tipoDoCampo,
  type CampoEditavel,
  type CampoEmEdicao,
  type ErrosCampo,
  type Indicador,
} from '../../utils/camposEditor';
import { OpcoesManuais } from './OpcoesManuais';
import { PadraoCampoId } from './PadraoCampoId';
import { VinculoBaseDados } from './VinculoBaseDados';

export interface ConfiguracaoCampoProps {
  item: CampoEmEdicao;
  erros: ErrosCampo;
  onAlterar: (item: CampoEmEdicao) => void;
}

/** Types whose input shows a placeholder. */
const COM_PLACEHOLDER: readonly KeyCampo[] = [
  'textoCurto',
  'textoLongo',
  'email',
  'data',
  'number',
  'selecaoOpcoes',
  'cpf',
  'cnpj',
  'numeroTelefone',
  'moeda',
  'link',
];

const TIPOS_DATA = [
  { value: 'date', label: 'Data' },
  { value: 'time', label: 'Hora' },
  { value: 'dateTime', label: 'Data e hora' },
];

const TIPOS_BOTAO = [
  { value: 'default', label: 'Padrão' },
  { value: 'primary', label: 'Principal' },
  { value: 'dashed', label: 'Tracejado' },
  { value: 'text', label: 'Somente texto' },
];

const INDICADORES: { chave: Indicador; rotulo: string; dica: string }[] = [
  { chave: 'indObrigatorio', rotulo: 'Obrigatório', dica: 'O card só avança com o campo preenchido.' },
  { chave: 'indEditavel', rotulo: 'Editável', dica: 'Desligado, o campo aparece mas não pode ser alterado.' },
  { chave: 'indOculto', rotulo: 'Oculto', dica: 'O campo não aparece no formulário do card.' },
];

/** Every setting of a field definition, validated live by the shared schema. */
export function ConfiguracaoCampo({ item, erros, onAlterar }: ConfiguracaoCampoProps) {
  const { campo } = item;
  const tipo = tipoDoCampo(campo);
  const id = (nome: string) => `campo-${campo.id}-${nome}`;
  const alterar = (mudancas: Partial<CampoEditavel>) => onAlterar({ ...item, campo: { ...campo, ...mudancas } });
  const status = (chave: keyof CampoEditavel) => (erros[chave] ? ('error' as const) : undefined);

  const textoComInterruptor = (
    interruptor: 'switchDescricao' | 'switchPlaceholder' | 'switchHelperText',
    chave: 'descricao' | 'placeholder' | 'helperText',
    rotulo: string,
    entrada: ReactNode,
  ) => (
    <>
      <Flex align="center" gap={8} style={{ marginBottom: campo[interruptor] ? 8 : 16 }}>
        <Switch
          size="small"
          id={id(interruptor)}
          checked={campo[interruptor]}
          onChange={(valor) => alterar({ [interruptor]: valor })}
          aria-label={rotulo}
        />
        <label htmlFor={id(interruptor)}>{rotulo}</label>
      </Flex>
      {campo[interruptor] && (
        <Form.Item
          htmlFor={id(chave)}
          label={<span className="sr-only">{rotulo}</span>}
          colon={false}
          validateStatus={status(chave)}
          help={erros[chave]}
        >
          {entrada}
        </Form.Item>
      )}
    </>
  );

  return (
    <Form layout="vertical" component="div" aria-label={`Configuração do campo ${campo.titulo}`}>
      <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
        <Tag icon={<IconeTipoCampo keyCampo={campo.keyCampo} />} color="blue">
          {tiposCampo[tipo] ?? campo.keyCampo}
        </Tag>
      </Flex>

      <Form.Item label="Título" htmlFor={id('titulo')} required validateStatus={status('titulo')} help={erros.titulo}>
        <Input
          id={id('titulo')}
          value={campo.titulo}
          maxLength={200}
          onChange={(e) => onAlterar(alterarTitulo(item, e.target.value))}
        />
      </Form.Item>
      <Form.Item
        label="Nome da variável"
        htmlFor={id('nomeVariavel')}
        tooltip="Usado em regras e integrações, como {{NOME_DA_VARIAVEL}}. Segue o título até ser editado."
        extra={
          item.nomeVariavelManual
            ? 'Editado manualmente: apague para voltar a seguir o título.'
            : 'Gerado a partir do título.'
        }
        validateStatus={status('nomeVariavel')}
        help={erros.nomeVariavel}
      >
        <Input
          id={id('nomeVariavel')}
          value={campo.nomeVariavel}
          maxLength={100}
          onChange={(e) => onAlterar(alterarNomeVariavel(item, e.target.value))}
        />
      </Form.Item>

      {textoComInterruptor(
        'switchDescricao',
        'descricao',
        'Descrição',
        <Input.TextArea
          id={id('descricao')}
          rows={2}
          maxLength={1000}
          value={campo.descricao}
          onChange={(e) => alterar({ descricao: e.target.value })}
        />,
      )}
      {COM_PLACEHOLDER.includes(tipo) &&
        textoComInterruptor(
          'switchPlaceholder',
          'placeholder',
          'Placeholder',
          <Input
            id={id('placeholder')}
            maxLength={200}
            value={campo.placeholder}
            onChange={(e) => alterar({ placeholder: e.target.value })}
          />,
        )}
      {textoComInterruptor(
        'switchHelperText',
        'helperText',
        'Texto de ajuda',
        <Input
          id={id('helperText')}
          maxLength={500}
          value={campo.helperText}
          onChange={(e) => alterar({ helperText: e.target.value })}
        />,
      )}

      {temTamanho(campo) && (
        <>
          <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
            <Switch
              size="small"
              id={id('switchLength')}
              checked={campo.switchLength}
              onChange={(valor) => alterar({ switchLength: valor })}
              aria-label="Limitar quantidade de caracteres"
            />
            <label htmlFor={id('switchLength')}>Limitar quantidade de caracteres</label>
          </Flex>
          {campo.switchLength && (
            <Flex gap={12} wrap>
              <Form.Item
                label="Tamanho mínimo"
                htmlFor={id('minLength')}
                style={{ flex: 1, minWidth: 120 }}
                validateStatus={status('minLength')}
                help={erros.minLength}
              >
                <InputNumber
                  id={id('minLength')}
                  min={0}
                  precision={0}
                  style={{ width: '100%' }}
                  value={campo.minLength}
                  onChange={(v) => alterar({ minLength: typeof v === 'number' ? v : null })}
                />
              </Form.Item>
              <Form.Item
                label="Tamanho máximo"
                htmlFor={id('maxLength')}
                style={{ flex: 1, minWidth: 120 }}
                validateStatus={status('maxLength')}
                help={erros.maxLength}
              >
                <InputNumber
                  id={id('maxLength')}
                  min={0}
                  precision={0}
                  style={{ width: '100%' }}
                  value={campo.maxLength}
                  onChange={(v) => alterar({ maxLength: typeof v === 'number' ? v : null })}
                />
              </Form.Item>
            </Flex>
          )}
        </>
      )}

      <Divider titlePlacement="start" plain>
        Comportamento
      </Divider>
      <Flex vertical gap={8} style={{ marginBottom: 16 }}>
        {INDICADORES.map(({ chave, rotulo, dica }) => {
          const bloqueado = chave === 'indObrigatorio' && !podeSerObrigatorio(campo);
          const interruptor = (
            <Switch
              size="small"
              id={id(chave)}
              checked={bloqueado ? false : campo[chave]}
              disabled={bloqueado}
              onChange={(valor) => onAlterar({ ...item, campo: alternarIndicador(campo, chave, valor) })}
              aria-label={rotulo}
            />
          );
          return (
            <Flex key={chave} align="center" gap={8}>
              {bloqueado ? (
                <Tooltip title="Este tipo de campo não pode ser obrigatório">
                  <span>{interruptor}</span>
                </Tooltip>
              ) : (
                interruptor
              )}
              <label htmlFor={id(chave)}>{rotulo}</label>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {dica}
              </Typography.Text>
            </Flex>
          );
        })}
        {erros.indObrigatorio && <Typography.Text type="danger">{erros.indObrigatorio}</Typography.Text>}
      </Flex>

      {temOpcoes(campo) && (
        <>
          <Divider titlePlacement="start" plain>
            Opções
          </Divider>
          <Form.Item label="Origem das opções" htmlFor={id('tipoCampoCombo')}>
            <Radio.Group
              id={id('tipoCampoCombo')}
              value={campo.tipoCampoCombo}
              onChange={(e) => alterar({ tipoCampoCombo: e.target.value as CampoEditavel['tipoCampoCombo'] })}
            >
              <Radio value="manual">Manual</Radio>
              <Tooltip title={tipo === 'selecaoOpcoes' ? undefined : 'Disponível para o campo de seleção'}>
                <Radio value="dataBase" disabled={tipo !== 'selecaoOpcoes'}>
                  Base de dados
                </Radio>
              </Tooltip>
            </Radio.Group>
          </Form.Item>
          {campo.tipoCampoCombo === 'dataBase' ? (
            <VinculoBaseDados
              idCampo={campo.id}
              vinculo={campo.vinculoDataBase}
              erro={erros.vinculoDataBase}
              onAlterar={(vinculoDataBase) => alterar({ vinculoDataBase })}
            />
          ) : (
            <OpcoesManuais
              idCampo={campo.id}
              opcoes={campo.opcoesListagensManual}
              erro={erros.opcoesListagensManual}
              onAlterar={(opcoesListagensManual) => alterar({ opcoesListagensManual })}
            />
          )}
          {tipo === 'selecaoOpcoes' && (
            <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
              <Switch
                size="small"
                id={id('indSelecaoMultipla')}
                checked={campo.indSelecaoMultipla}
                onChange={(valor) => alterar({ indSelecaoMultipla: valor })}
                aria-label="Permitir selecionar várias opções"
              />
              <label htmlFor={id('indSelecaoMultipla')}>Permitir selecionar várias opções</label>
            </Flex>
          )}
          {(tipo === 'checkbox' || tipo === 'radio') && (
            <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
              <Switch
                size="small"
                id={id('indDirecaoVertical')}
                checked={campo.indDirecaoVertical}
                onChange={(valor) => alterar({ indDirecaoVertical: valor })}
                aria-label="Opções na vertical"
              />
              <label htmlFor={id('indDirecaoVertical')}>Opções na vertical</label>
            </Flex>
          )}
        </>
      )}

      {tipo === 'data' && (
        <Form.Item label="Tipo de data" htmlFor={id('tipoCampoData')}>
          <Radio.Group
            id={id('tipoCampoData')}
            optionType="button"
            options={TIPOS_DATA}
            value={campo.tipoCampoData}
            onChange={(e) => alterar({ tipoCampoData: e.target.value as CampoEditavel['tipoCampoData'] })}
          />
        </Form.Item>
      )}

      {tipo === 'anexo' && (
        <>
          <Divider titlePlacement="start" plain>
            Arquivos
          </Divider>
          <Flex gap={12} wrap>
            <Form.Item
              label="Quantidade máxima de arquivos"
              htmlFor={id('quantidadeMaximaArquivos')}
              style={{ flex: 1, minWidth: 160 }}
              validateStatus={status('quantidadeMaximaArquivos')}
              help={erros.quantidadeMaximaArquivos}
            >
              <InputNumber
                id={id('quantidadeMaximaArquivos')}
                precision={0}
                max={20}
                style={{ width: '100%' }}
                value={campo.quantidadeMaximaArquivos}
                onChange={(v) => alterar({ quantidadeMaximaArquivos: typeof v === 'number' ? v : 0 })}
              />
            </Form.Item>
            <Form.Item
              label="Tamanho máximo por arquivo (MB)"
              htmlFor={id('tamanhoMaximoArquivo')}
              style={{ flex: 1, minWidth: 160 }}
              validateStatus={status('tamanhoMaximoArquivo')}
              help={erros.tamanhoMaximoArquivo}
            >
              <InputNumber
                id={id('tamanhoMaximoArquivo')}
                precision={0}
                max={50}
                style={{ width: '100%' }}
                value={campo.tamanhoMaximoArquivo}
                onChange={(v) => alterar({ tamanhoMaximoArquivo: typeof v === 'number' ? v : 0 })}
              />
            </Form.Item>
          </Flex>
          <Form.Item
            label="Tipos de arquivo aceitos"
            htmlFor={id('tiposArquivosAceitos')}
            validateStatus={status('tiposArquivosAceitos')}
            help={erros.tiposArquivosAceitos}
          >
            <Select
              id={id('tiposArquivosAceitos')}
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              value={campo.tiposArquivosAceitos}
              options={extensoesArquivo.map((e) => ({ value: e, label: e }))}
              onChange={(tiposArquivosAceitos: string[]) =>
                alterar({ tiposArquivosAceitos: tiposArquivosAceitos as CampoEditavel['tiposArquivosAceitos'] })
              }
            />
          </Form.Item>
        </>
      )}

      {tipo === 'campoId' && (
        <>
          <Divider titlePlacement="start" plain>
            Identificador
          </Divider>
          <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
            <Switch
              size="small"
              id={id('indHashAleatoria')}
              checked={campo.indHashAleatoria}
              onChange={(valor) => alterar(alternarHashAleatoria(campo, valor))}
              aria-label="Gerar código aleatório"
            />
            <label htmlFor={id('indHashAleatoria')}>Gerar código aleatório</label>
          </Flex>
          {!campo.indHashAleatoria && (
            <PadraoCampoId
              id={id('configCampoId')}
              padrao={campo.configCampoId ?? ''}
              erro={erros.configCampoId}
              onAlterar={(configCampoId) => alterar({ configCampoId })}
            />
          )}
        </>
      )}

      {tipo === 'textoFixo' && (
        <Form.Item
          label="Texto exibido"
          htmlFor={id('textoFixoValue')}
          validateStatus={status('textoFixoValue')}
          help={erros.textoFixoValue}
        >
          <Input.TextArea
            id={id('textoFixoValue')}
            rows={4}
            maxLength={5000}
            value={campo.textoFixoValue}
            onChange={(e) => alterar({ textoFixoValue: e.target.value })}
          />
        </Form.Item>
      )}

      {tipo === 'link' && (
        <>
          <Form.Item label="Estilo do botão de abrir" htmlFor={id('tipoBotao')}>
            <Select
              id={id('tipoBotao')}
              options={TIPOS_BOTAO}
              value={campo.tipoBotao}
              onChange={(tipoBotao: CampoEditavel['tipoBotao']) => alterar({ tipoBotao })}
            />
          </Form.Item>
          <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
            <Switch
              size="small"
              id={id('indIcon')}
              checked={campo.indIcon}
              onChange={(valor) => alterar({ indIcon: valor })}
              aria-label="Mostrar ícone no botão"
            />
            <label htmlFor={id('indIcon')}>Mostrar ícone no botão</label>
          </Flex>
        </>
      )}
    </Form>
  );
}
