#ifndef CENGINELOADER_H
#define CENGINELOADER_H

/// The address of `name` in the engine library (`libPhotoSearchEngines.so`: dlib, Tesseract and
/// libvips behind CFaceShim, CTextShim and CVipsShim), which is loaded on the first call: the
/// commands that never call those (index, search, export) start without loading dlib, Tesseract,
/// libvips and the ~100 libraries below them. The library is looked for next to the running
/// executable, then on the library path. When it cannot be loaded the process says so on
/// standard error and exits with status 1 (build it with
/// `swift build --product PhotoSearchEngines`).
void *psk_engine_symbol(const char *name);

/// Declares `engine`, the engine library's `function`, looked up on the first call only.
#define PSK_ENGINE_FUNCTION(function)                                                        \
  static __typeof__(&function) _Atomic engine_function;                                      \
  __typeof__(&function) engine = engine_function;                                            \
  if (!engine) engine_function = engine = (__typeof__(&function))psk_engine_symbol(#function)

/// The address of `name` in the system library `file` (e.g. "libpq.so.5"), opened on the first
/// call of any of its functions: the commands that never use PostgreSQL or the picker's web server
/// start without libpq, libmicrohttpd and the ~25 libraries below them (TLS, Kerberos, LDAP),
/// which took a third of `index`'s process start. When the library cannot be loaded the process
/// says so on standard error, naming `purpose`, and exits with status 1.
void *psk_system_symbol(const char *file, const char *purpose, const char *name);

/// Declares `real`, the system library's `function` (forwarders of the same name call it), looked
/// up on the first call only.
#define PSK_SYSTEM_FUNCTION(file, purpose, function)                                          \
  static __typeof__(&function) _Atomic real_function;                                        \
  __typeof__(&function) real = real_function;                                                \
  if (!real) real_function = real = (__typeof__(&function))psk_system_symbol(file, purpose, #function)

#endif
