import { ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Flex, Modal } from 'antd';
import { useState } from 'react';
import { proximoZoom, ZOOM } from '../../utils/anexos';

export interface VisualizadorImagemProps {
  nome: string;
  url: string;
  onFechar: () => void;
}

/** Image viewer of previewable attachments: zoom from 0.4, in steps of 0.3. */
export function VisualizadorImagem({ nome, url, onFechar }: VisualizadorImagemProps) {
  const [zoom, setZoom] = useState<number>(ZOOM.inicial);
  return (
    <Modal open title={nome} onCancel={onFechar} footer={null} width={{ xs: '100%', md: 900 }} destroyOnHidden>
      <Flex gap={8} justify="center" style={{ marginBottom: 8 }}>
        <Button
          icon={<ZoomOutOutlined />}
          aria-label="Diminuir zoom"
          disabled={zoom <= ZOOM.minimo}
          onClick={() => setZoom((z) => proximoZoom(z, 'menos'))}
        />
        <span aria-live="polite" style={{ minWidth: 48, textAlign: 'center', lineHeight: '32px' }}>
          {Math.round(zoom * 100)}%
        </span>
        <Button
          icon={<ZoomInOutlined />}
          aria-label="Aumentar zoom"
          disabled={zoom >= ZOOM.maximo}
          onClick={() => setZoom((z) => proximoZoom(z, 'mais'))}
        />
      </Flex>
      <div style={{ overflow: 'auto', maxHeight: '70vh', textAlign: 'center' }}>
        <img
          src={url}
          alt={nome}
          style={{
            transform: `scale(${zoom})`,
            transformOrigin: 'top center',
            maxWidth: '100%',
            transition: 'transform .15s',
          }}
        />
      </div>
    </Modal>
  );
}
