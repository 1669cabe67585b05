import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PaginaPublica } from '../../../components/PaginaPublica';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';

interface Topico {
  titulo: string;
  texto: string;
}

const TOPICOS: readonly Topico[] = [
  {
    titulo: 'Fluxos e etapas',
    texto:
      'Um fluxo é o processo da sua equipe, dividido em etapas. Em Fluxos, crie um fluxo e, na aba Fluxo, desenhe as etapas, ligue-as e monte o formulário de cada uma.',
  },
  {
    titulo: 'Cards',
    texto:
      'Cada pedido ou tarefa é um card. Crie cards pelo botão do quadro, arraste-os entre as etapas permitidas e abra um card para preencher o formulário, definir responsáveis, etiquetas, vencimento, checklists, anexos e comentários.',
  },
  {
    titulo: 'Pesquisa',
    texto:
      'A pesquisa do cabeçalho encontra cards pelo título, pelo identificador e pelos valores do formulário, a partir de 3 caracteres. A pesquisa avançada filtra também por datas de inclusão e alteração.',
  },
  {
    titulo: 'Notificações',
    texto:
      'O sino do cabeçalho mostra as notificações não lidas. Abrir um card marca como lidas as notificações dele; o quadro mostra quantas cada card ainda tem.',
  },
  {
    titulo: 'Bases de dados',
    texto:
      'Bases de dados guardam tabelas de referência (clientes, produtos...) que alimentam as listas dos formulários e as regras. Quem pode editar uma base pode compartilhá-la com outras pessoas.',
  },
  {
    titulo: 'Regras',
    texto:
      'Regras automatizam o fluxo: quando um card é criado, entra ou sai de uma etapa ou tem um campo do formulário alterado, executam ações como mover o card, enviar uma notificação, enviar e-mail ou disparar um webhook.',
  },
];

/** /ajuda: the product's own help page (public, opened in a new tab by the menu's "Ajuda"). */
export function AjudaPage() {
  useTituloDocumento('Ajuda');
  return (
    <PaginaPublica larguraMaxima={860} comVoltar>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Ajuda
      </Typography.Title>
      {TOPICOS.map((t) => (
        <section key={t.titulo}>
          <Typography.Title level={2} style={{ fontSize: 20 }}>
            {t.titulo}
          </Typography.Title>
          <Typography.Paragraph>{t.texto}</Typography.Paragraph>
        </section>
      ))}
      <Typography.Paragraph>
        Integrações: veja a <Link to="/api-docs">documentação da API</Link>. Novidades: veja o{' '}
        <Link to="/historico-atualiacao">histórico de atualizações</Link>.
      </Typography.Paragraph>
    </PaginaPublica>
  );
}
