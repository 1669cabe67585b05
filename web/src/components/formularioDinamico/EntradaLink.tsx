import { LinkOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { urlParaAbrir, valorVazio } from '../../lib/formularioDinamico';

export interface EntradaLinkProps {
  id?: string;
  value?: string;
  onChange?: (valor: string) => void;
  placeholder?: string;
  disabled?: boolean;
  tipoBotao: 'default' | 'primary' | 'dashed' | 'text';
  comIcone: boolean;
  titulo: string;
}

/** A link field: the address and a button that opens it in a new tab (https when the scheme is missing). */
export function EntradaLink({
  id,
  value,
  onChange,
  placeholder,
  disabled,
  tipoBotao,
  comIcone,
  titulo,
}: EntradaLinkProps) {
  const handleAbrir = () => {
    if (value && !valorVazio(value)) window.open(urlParaAbrir(value), '_blank', 'noopener,noreferrer');
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        type="url"
        inputMode="url"
        value={value}
        placeholder={placeholder ?? 'https://'}
        disabled={disabled}
        onChange={(e) => onChange?.(e.target.value)}
      />
      <Button
        type={tipoBotao}
        icon={comIcone ? <LinkOutlined /> : undefined}
        onClick={handleAbrir}
        disabled={!value}
        aria-label={`Abrir link ${titulo}`}
      >
        Abrir
      </Button>
    </Space.Compact>
  );
}
