import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import type { UsuarioAdministrado } from '@wf/shared/types/sessao';
import { useState } from 'react';
import { AvatarUsuario } from '../../../components/AvatarUsuario';
import { useSessaoAtual } from '../../../hooks/useSessao';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';
import { TAMANHOS_PAGINA, tamanhoPaginaPadrao } from '../../../lib/paginacao';
import { NOMES_PERFIS } from '../../../lib/perfis';
import { useUsuarios, type PaginaUsuarios } from '../api/get-usuarios';
import { regrasEdicaoUsuario } from '../utils/regrasEdicaoUsuario';
import { EditarUsuarioModal } from './EditarUsuarioModal';
import { TituloPagina } from '../../../components/TituloPagina';

/** /admin/usuarios: the tenant's users, paged on the server. */
export function UsuariosPage() {
  const { usuario: ator } = useSessaoAtual();
  const [pagina, setPagina] = useState<PaginaUsuarios>(() => ({
    pagina: 1,
    tamanhoPagina: tamanhoPaginaPadrao(window.innerHeight),
  }));
  const [emEdicao, setEmEdicao] = useState<UsuarioAdministrado | null>(null);
  const usuarios = useUsuarios(pagina);
  useTituloDocumento('Usuários');

  const handleMudarPagina = (numero: number, tamanho: number) =>
    setPagina((atual) => ({ pagina: tamanho === atual.tamanhoPagina ? numero : 1, tamanhoPagina: tamanho }));
  const handleFecharEdicao = () => setEmEdicao(null);

  const colunas: TableProps<UsuarioAdministrado>['columns'] = [
    {
      key: 'nome',
      title: 'Nome',
      render: (_valor, usuario) => (
        <Flex align="center" gap={12}>
          <AvatarUsuario nome={usuario.nome} iniciais={usuario.iniciais} cor={usuario.cor} />
          <Typography.Text>{usuario.nome}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'email', title: 'E-mail', dataIndex: 'email', responsive: ['md'] },
    {
      key: 'perfil',
      title: 'Perfil',
      dataIndex: 'perfilUsuario',
      render: (perfil: UsuarioAdministrado['perfilUsuario']) => NOMES_PERFIS[perfil],
      responsive: ['sm'],
    },
    {
      key: 'ativo',
      title: 'Ativo',
      dataIndex: 'ativo',
      render: (ativo: UsuarioAdministrado['ativo']) =>
        ativo === 'S' ? <Tag color="success">Sim</Tag> : <Tag color="default">Não</Tag>,
    },
    {
      key: 'acoes',
      title: <span className="sr-only">Ações</span>,
      align: 'right',
      render: (_valor, usuario) => {
        const { podeEditar } = regrasEdicaoUsuario(ator, usuario);
        const botao = (
          <Button
            type="text"
            icon={<EditOutlined />}
            disabled={!podeEditar}
            onClick={() => setEmEdicao(usuario)}
            aria-label={`Editar ${usuario.nome}`}
          />
        );
        return podeEditar ? (
          <Tooltip title="Editar">{botao}</Tooltip>
        ) : (
          <Tooltip title="Somente administradores do sistema editam esta conta">
            <span>{botao}</span>
          </Tooltip>
        );
      },
    },
  ];

  return (
    <>
      <TituloPagina style={{ marginTop: 0 }}>Usuários</TituloPagina>
      <Card styles={{ body: { padding: 0 } }}>
        <Table<UsuarioAdministrado>
          rowKey="id"
          columns={colunas}
          dataSource={usuarios.data?.listaUsuarios}
          loading={usuarios.isFetching}
          locale={{
            emptyText: usuarios.isError ? 'Não foi possível carregar os usuários' : 'Nenhum usuário encontrado',
          }}
          pagination={{
            current: pagina.pagina,
            pageSize: pagina.tamanhoPagina,
            total: usuarios.data?.total ?? 0,
            pageSizeOptions: TAMANHOS_PAGINA.map(String),
            showSizeChanger: true,
            showTotal: (total) => `${total} ${total === 1 ? 'usuário' : 'usuários'}`,
            onChange: handleMudarPagina,
            style: { paddingInline: 16 },
          }}
        />
      </Card>
      {emEdicao && <EditarUsuarioModal ator={ator} alvo={emEdicao} onFechar={handleFecharEdicao} />}
    </>
  );
}
