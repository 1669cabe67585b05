import { Button, Typography } from 'antd';
import { keysCampo, tiposCampo, type KeyCampo } from '@wf/shared/constants/fluxos';
import { IconeTipoCampo } from '../../../../components/IconeTipoCampo';

export interface PaletaCamposProps {
  onAdicionar: (keyCampo: KeyCampo) => void;
  desabilitada?: boolean;
}

/** The 16 field types: a click (or Enter/Space) adds one at the end of the form. */
export function PaletaCampos({ onAdicionar, desabilitada = false }: PaletaCamposProps) {
  return (
    <nav aria-label="Tipos de campo">
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        Clique em um tipo para adicioná-lo ao formulário
      </Typography.Text>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 6 }}>
        {keysCampo.map((key) => (
          <Button
            key={key}
            icon={<IconeTipoCampo keyCampo={key} />}
            onClick={() => onAdicionar(key)}
            disabled={desabilitada}
            aria-label={`Adicionar campo ${tiposCampo[key]}`}
            style={{ justifyContent: 'flex-start', overflow: 'hidden' }}
            title={tiposCampo[key]}
          >
            {tiposCampo[key]}
          </Button>
        ))}
      </div>
    </nav>
  );
}
