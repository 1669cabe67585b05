import { Tag, type TagProps } from 'antd';
import { corDoTextoSobre } from '../lib/cores';

export interface TagCorProps extends Omit<TagProps, 'color' | 'variant'> {
  /** A colour chosen by a person (a stage's, a label's), #rrggbb; none gives antd's plain tag. */
  cor?: string;
}

/**
 * A tag filled with a person's chosen colour and text in black or white, whichever reads on it
 * (4.5:1 or more). antd's own tag for a custom colour writes the colour itself over a pale tint of
 * it: yellow on pale yellow, and the same pale tint in the dark theme.
 */
export function TagCor({ cor, style, ...props }: TagCorProps) {
  if (!cor) return <Tag style={style} {...props} />;
  return <Tag color={cor} variant="solid" style={{ color: corDoTextoSobre(cor), ...style }} {...props} />;
}
