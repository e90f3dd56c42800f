import { describe, expect, it } from 'vitest';
import { fileNameOf } from './document.ts';

describe('the file name of a download', () => {
  it('is the UTF-8 name before the plain one, as RFC 6266 asks', () => {
    expect(
      fileNameOf(
        "attachment; filename=Sozlesme-ozeti.pdf; filename*=UTF-8''S%C3%B6zle%C5%9Fme-%C3%B6zeti.pdf",
      ),
    ).toBe('Sözleşme-özeti.pdf');
    expect(fileNameOf('attachment; filename="Termination confirmation.pdf"')).toBe(
      'Termination confirmation.pdf',
    );
  });

  it('never carries a folder, and is empty where the header gives none or is broken', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOf('attachment; filename="C:\\\\Users\\\\x.pdf"')).toBe('x.pdf');
    expect(fileNameOf(null)).toBe('');
    expect(fileNameOf('attachment')).toBe('');
    expect(fileNameOf('attachment; filename="unterminated')).toBe('');
  });
});
