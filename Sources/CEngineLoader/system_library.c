#include "CEngineLoader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// The system libraries opened so far, by file name (a handful at most: libpq, libmicrohttpd).
static struct {
  const char *file;
  void *handle;
} opened[8];
static int opened_count;
static pthread_mutex_t opened_lock = PTHREAD_MUTEX_INITIALIZER;

/// The handle of `file`, opened on the first call (local: its symbols stay out of the process's
/// global scope, where the forwarders of the same names are).
static void *system_library(const char *file, const char *purpose) {
  pthread_mutex_lock(&opened_lock);
  void *handle = NULL;
  for (int i = 0; i < opened_count && !handle; i++) {
    if (strcmp(opened[i].file, file) == 0) handle = opened[i].handle;
  }
  if (!handle) {
    handle = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
      fprintf(stderr, "cannot load %s (%s): %s; install it with scripts/deps.sh\n", file, purpose,
              dlerror());
      exit(1);
    }
    if (opened_count < (int)(sizeof opened / sizeof opened[0])) {
      opened[opened_count].file = file;
      opened[opened_count].handle = handle;
      opened_count++;
    }
  }
  pthread_mutex_unlock(&opened_lock);
  return handle;
}

void *psk_system_symbol(const char *file, const char *purpose, const char *name) {
  void *symbol = dlsym(system_library(file, purpose), name);
  if (!symbol) {
    fprintf(stderr, "%s (%s) has no %s: install the version photosearch was built with\n", file,
            purpose, name);
    exit(1);
  }
  return symbol;
}
