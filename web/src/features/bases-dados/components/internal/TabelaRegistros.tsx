import { DeleteOutlined, EditOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { LIMITES_BASE_DADOS } from '@wf/shared/constants/baseDados';
import { textoDeExibicao } from '@wf/shared/exibicao/valorDoCampo';
import { mensagensBaseDados, type ColunaBaseDados, type RegistroBaseDados } from '@wf/shared/schemas/baseDados';
import { App, Button, Flex, Select, Table, Tooltip, Typography, type TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { mensagemDoErro } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { useExcluirRegistro, useRegistros } from '../../api/bases-dados';
import { rotuloDoTotal } from '../../utils/formatos';
import {
  avancar,
  cursorAtual,
  paginaAtual,
  PILHA_INICIAL,
  voltar,
  type PilhaCursores,
} from '../../utils/pilhaCursores';

export interface TabelaRegistrosProps {
  idBase: string;
  colunas: readonly ColunaBaseDados[];
  busca: string;
  podeEditar: boolean;
  onEditar: (registro: RegistroBaseDados) => void;
}

/** A cell as the value reads everywhere (the server's texts use the same function). */
const celula = (coluna: ColunaBaseDados, valor: unknown): string => textoDeExibicao(coluna, valor) ?? '';

/** The records of a base, a page at a time (cursor pages of 20/30/40/50), with edit and delete per row. */
export function TabelaRegistros({ idBase, colunas, busca, podeEditar, onEditar }: TabelaRegistrosProps) {
  const { modal } = App.useApp();
  const [tamanho, setTamanho] = useState<number>(LIMITES_BASE_DADOS.tamanhoPaginaPadrao);
  const [pilha, setPilha] = useState<PilhaCursores>(PILHA_INICIAL);
  const registros = useRegistros(idBase, { tamanho, cursor: cursorAtual(pilha), busca: busca || undefined });
  const excluir = useExcluirRegistro(idBase);

  // A new search or page size starts again from the first page.
  useEffect(() => setPilha(PILHA_INICIAL), [busca, tamanho]);

  const handleExcluir = (registro: RegistroBaseDados) =>
    modal.confirm({
      title: 'Excluir este registro?',
      okText: 'Excluir',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          const r = await excluir.mutateAsync(registro.id);
          toast.sucesso(r.mensagem || mensagensBaseDados.registroExcluido);
        } catch (erro) {
          toast.erro(mensagemDoErro(erro));
        }
      },
    });

  const colunasTabela: TableProps<RegistroBaseDados>['columns'] = [
    ...colunas.map((c) => ({
      key: c.id,
      title: c.titulo,
      ellipsis: true,
      render: (_v: unknown, r: RegistroBaseDados) => celula(c, r.valores[c.dataIndex ?? c.id]),
    })),
    {
      key: 'acoes',
      title: <span className="sr-only">Ações</span>,
      align: 'right' as const,
      width: 96,
      fixed: 'right' as const,
      render: (_v: unknown, r: RegistroBaseDados) => (
        <Flex gap={4} justify="end">
          <Tooltip title="Editar">
            <Button
              type="text"
              icon={<EditOutlined aria-hidden />}
              disabled={!podeEditar}
              aria-label="Editar registro"
              onClick={() => onEditar(r)}
            />
          </Tooltip>
          <Tooltip title="Excluir">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              disabled={!podeEditar}
              aria-label="Excluir registro"
              onClick={() => handleExcluir(r)}
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  const proximo = registros.data?.proximoCursor ?? null;
  return (
    <>
      <Table<RegistroBaseDados>
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        columns={colunasTabela}
        dataSource={registros.data?.registros}
        loading={registros.isFetching}
        pagination={false}
        locale={{
          emptyText: registros.isError
            ? mensagensBaseDados.problemaCarregar
            : proximo
              ? 'Nenhum dado encontrado nesta parte da base; veja a próxima página'
              : mensagensBaseDados.nenhumDado,
        }}
      />
      <Flex justify="end" align="center" gap={12} style={{ padding: 12 }} wrap>
        {registros.data && (
          <Typography.Text type="secondary">{rotuloDoTotal(registros.data, Boolean(busca))}</Typography.Text>
        )}
        <Select
          size="small"
          aria-label="Registros por página"
          value={tamanho}
          onChange={setTamanho}
          options={LIMITES_BASE_DADOS.tamanhosPagina.map((t) => ({ value: t, label: `${t} / página` }))}
        />
        <Button
          size="small"
          icon={<LeftOutlined aria-hidden />}
          aria-label="Página anterior"
          disabled={pilha.length <= 1}
          onClick={() => setPilha(voltar)}
        />
        <Typography.Text aria-label="Página atual">{paginaAtual(pilha)}</Typography.Text>
        <Button
          size="small"
          icon={<RightOutlined aria-hidden />}
          aria-label="Próxima página"
          disabled={!proximo || registros.isPlaceholderData}
          onClick={() => setPilha((p) => avancar(p, proximo))}
        />
      </Flex>
    </>
  );
}
