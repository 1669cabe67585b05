import { Badge, Button, Modal } from 'antd';
import type { ResumoHome } from '@wf/shared/types/home';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMarcarReleaseVista } from '../api/home';
import { NotasDeVersao } from './NotasDeVersao';

/** The latest release: a dot until the person opens its notes once. */
export function IndicadorRelease({ release }: { release: ResumoHome['ultimaRelease'] }) {
  const [aberto, setAberto] = useState(false);
  const marcar = useMarcarReleaseVista();
  const abrir = () => {
    setAberto(true);
    if (!release.visualizada) marcar.mutate(release.versao);
  };
  return (
    <>
      <Badge dot={!release.visualizada}>
        <Button onClick={abrir} data-testid="indicador-release">
          Versão {release.versao}
        </Button>
      </Badge>
      <Modal
        open={aberto}
        onCancel={() => setAberto(false)}
        title="Novidades"
        footer={<Link to="/historico-atualiacao">Ver todas as atualizações</Link>}
      >
        <NotasDeVersao nota={release} />
      </Modal>
    </>
  );
}
