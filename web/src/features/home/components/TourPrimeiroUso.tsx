import { Button, Tour, type TourProps } from 'antd';
import { TOUR_PASSOS } from '@wf/shared/constants/configuracoesAmbiente';
import { useState } from 'react';
import { useSessaoAtual } from '../../../hooks/useSessao';
import { useRegistrarTourStep } from '../api/tour';

/** An element of the shell, or null (the step is then shown centred, e.g. the menu inside the closed mobile drawer). */
const alvo = (seletor: string) =>
  // antd's type wants an element, its code takes null as "no target".
  (() => document.querySelector<HTMLElement>(seletor)) as () => HTMLElement;

const PASSOS: TourProps['steps'] = [
  {
    title: 'Boas-vindas ao Workflow!',
    description:
      'Em quatro passos rápidos mostramos onde ficam as principais funções. Você pode pular o tour a qualquer momento.',
    target: null,
  },
  {
    title: 'Menu principal',
    description:
      'Em Fluxos você desenha seus processos e acompanha os cards; em Base de dados, Relatórios e Minha conta, o restante.',
    target: alvo('nav[aria-label="Menu principal"]'),
    placement: 'right',
  },
  {
    title: 'Pesquisa de cards',
    description: 'Digite ao menos 3 letras para encontrar qualquer card dos seus fluxos.',
    target: alvo('input[aria-label="Pesquisar cards"]'),
  },
  {
    title: 'Notificações',
    description: 'O sino avisa quando algo muda nos cards que você acompanha. Bom trabalho!',
    target: alvo('[data-testid="sino-notificacoes"]'),
    nextButtonProps: { children: 'Concluir' },
  },
];

/**
 * The home's first-use tour: shown to a person whose tourStep is below TOUR_PASSOS, from that
 * step. Every step reached is stored (PUT /api/usuario/tourStep), so a person who leaves resumes
 * where he was; finishing or skipping stores TOUR_PASSOS and the tour does not come back.
 */
export function TourPrimeiroUso() {
  const { usuario } = useSessaoAtual();
  const registrar = useRegistrarTourStep();
  const [passo, setPasso] = useState(() => Math.max(0, usuario.tourStep));
  const [aberto, setAberto] = useState(() => usuario.tourStep < TOUR_PASSOS);

  const irPara = (novo: number) => {
    setPasso(novo);
    registrar.mutate(novo);
  };
  const encerrar = () => {
    setAberto(false);
    registrar.mutate(TOUR_PASSOS);
  };

  if (!aberto) return null;
  return (
    <Tour
      open
      // Not modal: the page stays usable (the tour points, it does not block), so someone who
      // came to do something does it and finishes the tour later.
      mask={false}
      // The mask layer stays even without a mask, catching clicks on a step without a target.
      styles={{ mask: { pointerEvents: 'none' } }}
      current={Math.min(passo, TOUR_PASSOS - 1)}
      steps={PASSOS}
      onChange={irPara}
      onClose={encerrar}
      onFinish={encerrar}
      actionsRender={(botoes, { current, total }) => (
        <>
          {current < total - 1 && (
            <Button size="small" type="text" onClick={encerrar}>
              Pular tour
            </Button>
          )}
          {botoes}
        </>
      )}
    />
  );
}
