import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Empty, Flex, Input, Popconfirm, Progress, Skeleton, Typography } from 'antd';
import type { Checklist, ItemChecklist } from '@wf/shared/types/instancia';
import { progressoChecklist } from '@wf/shared/validation/checklist';
import { useState, type ClipboardEvent } from 'react';
import { useAtualizarChecklist, useChecklists, useExcluirChecklist, useInserirChecklist } from '../../api/checklists';
import { adicionarItens, alternarItem, colagemMultilinha, editarItem, removerItem } from '../../utils/checklistEdicao';

export interface SecaoChecklistsProps {
  idInstancia: string;
  idFluxo: string;
  editavel: boolean;
}

/** The card's checklists: add, items (check, edit, paste multi-line, delete), progress, delete. */
export function SecaoChecklists({ idInstancia, idFluxo, editavel }: SecaoChecklistsProps) {
  const consulta = useChecklists(idInstancia);
  const inserir = useInserirChecklist(idInstancia, idFluxo);
  const [novoTitulo, setNovoTitulo] = useState<string | null>(null);

  const handleCriar = () => {
    const titulo = (novoTitulo ?? '').trim() || 'Checklist';
    const ordem = consulta.data?.listaChecklists.length ?? 0;
    inserir.mutate({ titulo, ordem, listaItens: [] }, { onSuccess: () => setNovoTitulo(null) });
  };

  if (consulta.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (consulta.isError)
    return <Typography.Text type="danger">Não foi possível carregar os checklists.</Typography.Text>;
  const listas = [...consulta.data.listaChecklists].sort((a, b) => a.jsonChecklist.ordem - b.jsonChecklist.ordem);

  return (
    <Flex vertical gap={12}>
      {listas.length === 0 && novoTitulo === null && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum checklist" />
      )}
      {listas.map((c) => (
        <ChecklistCard key={c.id} checklist={c} idInstancia={idInstancia} idFluxo={idFluxo} editavel={editavel} />
      ))}
      {editavel &&
        (novoTitulo === null ? (
          <Button icon={<PlusOutlined />} onClick={() => setNovoTitulo('')}>
            Adicionar checklist
          </Button>
        ) : (
          <Flex gap={8}>
            <Input
              autoFocus
              aria-label="Título do checklist"
              placeholder="Título do checklist"
              value={novoTitulo}
              maxLength={200}
              onChange={(e) => setNovoTitulo(e.target.value)}
              onPressEnter={handleCriar}
              onKeyDown={(e) => e.key === 'Escape' && setNovoTitulo(null)}
            />
            <Button type="primary" loading={inserir.isPending} onClick={handleCriar}>
              Criar
            </Button>
            <Button onClick={() => setNovoTitulo(null)}>Cancelar</Button>
          </Flex>
        ))}
    </Flex>
  );
}

interface ChecklistCardProps {
  checklist: Checklist;
  idInstancia: string;
  idFluxo: string;
  editavel: boolean;
}

function ChecklistCard({ checklist, idInstancia, idFluxo, editavel }: ChecklistCardProps) {
  const atualizar = useAtualizarChecklist(idInstancia, idFluxo);
  const excluir = useExcluirChecklist(idInstancia, idFluxo);
  const [texto, setTexto] = useState('');
  const itens = [...checklist.jsonChecklist.listaItens].sort((a, b) => a.ordem - b.ordem);
  const progresso = progressoChecklist(itens);

  const salvarItens = (listaItens: ItemChecklist[]) =>
    atualizar.mutate({ id: checklist.id, jsonChecklist: { ...checklist.jsonChecklist, listaItens } });
  const handleAdicionar = (valor: string) => {
    const novos = adicionarItens(itens, valor);
    if (novos.length === itens.length) return;
    salvarItens(novos);
    setTexto('');
  };
  const handleColar = (evento: ClipboardEvent<HTMLInputElement>) => {
    const colado = evento.clipboardData.getData('text');
    if (!colagemMultilinha(colado)) return;
    evento.preventDefault();
    handleAdicionar(`${texto}\n${colado}`);
  };
  const handleRenomear = (titulo: string) => {
    if (titulo.trim() && titulo.trim() !== checklist.jsonChecklist.titulo)
      atualizar.mutate({ id: checklist.id, jsonChecklist: { ...checklist.jsonChecklist, titulo: titulo.trim() } });
  };

  return (
    <Card
      size="small"
      role="group"
      aria-label={`Checklist ${checklist.jsonChecklist.titulo}`}
      title={
        <Typography.Text
          strong
          editable={editavel ? { onChange: handleRenomear, maxLength: 200, tooltip: 'Renomear' } : false}
        >
          {checklist.jsonChecklist.titulo}
        </Typography.Text>
      }
      extra={
        editavel && (
          <Popconfirm
            title="Excluir este checklist?"
            okText="Excluir"
            cancelText="Cancelar"
            onConfirm={() => excluir.mutate(checklist.id)}
          >
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label="Excluir checklist"
              loading={excluir.isPending}
            />
          </Popconfirm>
        )
      }
    >
      <Progress
        percent={progresso}
        size="small"
        status={progresso === 100 ? 'success' : 'normal'}
        aria-label="Progresso do checklist"
      />
      <Flex vertical gap={4} style={{ marginTop: 8 }}>
        {itens.map((item) => (
          <Flex key={item.id} gap={8} align="center">
            <Checkbox
              checked={item.checked}
              disabled={!editavel}
              onChange={() => salvarItens(alternarItem(itens, item.id))}
              aria-label={item.descricao}
            />
            <Typography.Text
              delete={item.checked}
              style={{ flex: 1 }}
              editable={
                editavel
                  ? { onChange: (novo) => salvarItens(editarItem(itens, item.id, novo)), tooltip: 'Editar item' }
                  : false
              }
            >
              {item.descricao}
            </Typography.Text>
            {editavel && (
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={`Excluir item ${item.descricao}`}
                onClick={() => salvarItens(removerItem(itens, item.id))}
              />
            )}
          </Flex>
        ))}
      </Flex>
      {editavel && (
        <Input
          style={{ marginTop: 8 }}
          aria-label="Novo item"
          placeholder="Adicionar item (cole várias linhas para criar vários)"
          value={texto}
          maxLength={500}
          onChange={(e) => setTexto(e.target.value)}
          onPressEnter={() => handleAdicionar(texto)}
          onPaste={handleColar}
        />
      )}
    </Card>
  );
}
