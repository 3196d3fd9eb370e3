#include "CEngineLoader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define ENGINE_FILE "libPhotoSearchEngines.so"

static void *engine_handle;
static pthread_once_t engine_once = PTHREAD_ONCE_INIT;

/// Loads the engine library, global so that the libraries below it see each other as when they
/// were linked into the executable (the text shim looks OpenMP's and Leptonica's settings up by
/// name in the whole process).
static void load_engine(void) {
  char path[4096];
  ssize_t length = readlink("/proc/self/exe", path, sizeof path - sizeof ENGINE_FILE - 1);
  if (length > 0) {
    path[length] = 0;
    char *slash = strrchr(path, '/');
    if (slash) {
      strcpy(slash + 1, ENGINE_FILE);
      engine_handle = dlopen(path, RTLD_NOW | RTLD_GLOBAL);
    }
  }
  if (!engine_handle) engine_handle = dlopen(ENGINE_FILE, RTLD_NOW | RTLD_GLOBAL);
  if (!engine_handle) {
    fprintf(stderr,
            "cannot load %s (faces, text in photos and thumbnails): %s; build it next to the "
            "executable with `swift build --product PhotoSearchEngines`\n",
            ENGINE_FILE, dlerror());
    exit(1);
  }
}

void *psk_engine_symbol(const char *name) {
  pthread_once(&engine_once, load_engine);
  void *symbol = dlsym(engine_handle, name);
  if (!symbol) {
    fprintf(stderr, "%s has no %s: rebuild it (swift build --product PhotoSearchEngines)\n",
            ENGINE_FILE, name);
    exit(1);
  }
  return symbol;
}
