import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Flex, Segmented } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ListaCards } from '../../features/lista-cards/components/ListaCards';
import { QuadroKanban } from '../../features/quadro/components/QuadroKanban';

export interface AbaCardsProps {
  idFluxo: string;
  /** CSS height the board columns may take. */
  altura: string;
}

type VisaoCards = 'quadro' | 'lista';

/**
 * The tab=kanban content of /process/{id}: the board or the list, switched by
 * 'Quadro | Lista' and kept in ?visao=lista (the board is the default and has no parameter).
 * Opening a card sets ?card=, which the page's card modal reads; every other parameter stays.
 */
export function AbaCards({ idFluxo, altura }: AbaCardsProps) {
  const [parametros, setParametros] = useSearchParams();
  const visao: VisaoCards = parametros.get('visao') === 'lista' ? 'lista' : 'quadro';

  const handleTrocarVisao = (nova: VisaoCards) =>
    setParametros((atuais) => {
      const proximos = new URLSearchParams(atuais);
      if (nova === 'lista') proximos.set('visao', 'lista');
      else proximos.delete('visao');
      return proximos;
    });
  const handleAbrirCard = (idInstancia: string) =>
    setParametros((atuais) => {
      const proximos = new URLSearchParams(atuais);
      proximos.set('card', idInstancia);
      return proximos;
    });

  return (
    <Flex vertical gap={12}>
      <Segmented<VisaoCards>
        value={visao}
        onChange={handleTrocarVisao}
        aria-label="Visualização dos cards"
        style={{ alignSelf: 'flex-start' }}
        options={[
          { value: 'quadro', label: 'Quadro', icon: <AppstoreOutlined aria-hidden /> },
          { value: 'lista', label: 'Lista', icon: <UnorderedListOutlined aria-hidden /> },
        ]}
      />
      {visao === 'quadro' ? (
        <QuadroKanban idFluxo={idFluxo} onAbrirCard={handleAbrirCard} altura={altura} />
      ) : (
        <ListaCards idFluxo={idFluxo} onAbrirCard={handleAbrirCard} />
      )}
    </Flex>
  );
}
