#ifndef CLIBPQ_H
#define CLIBPQ_H
// libpq, PostgreSQL's client library (Debian libpq-dev), loaded on the first call of one of its
// functions (forward.c): commands on an SQLite library start without it.
#include <postgresql/libpq-fe.h>
#endif
