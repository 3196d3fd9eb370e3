// Forwarders to libpq (libpq.so.5), loaded on first use so that commands on an SQLite library
// never load it and the ~25 libraries below it (TLS, Kerberos, LDAP): they took a third of
// `photosearch index`'s process start (docs/library.md). Only the functions PhotoLibrary calls.
#include "CLibPQ.h"
#include "CEngineLoader.h"

#define LIBPQ "libpq.so.5"
#define PURPOSE "PostgreSQL libraries"

PGconn *PQconnectdb(const char *conninfo) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQconnectdb);
  return real(conninfo);
}

void PQfinish(PGconn *conn) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQfinish);
  real(conn);
}

ConnStatusType PQstatus(const PGconn *conn) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQstatus);
  return real(conn);
}

char *PQerrorMessage(const PGconn *conn) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQerrorMessage);
  return real(conn);
}

PGresult *PQexec(PGconn *conn, const char *query) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQexec);
  return real(conn, query);
}

PGresult *PQprepare(PGconn *conn, const char *stmtName, const char *query, int nParams,
                    const Oid *paramTypes) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQprepare);
  return real(conn, stmtName, query, nParams, paramTypes);
}

int PQsendQueryParams(PGconn *conn, const char *command, int nParams, const Oid *paramTypes,
                      const char *const *paramValues, const int *paramLengths,
                      const int *paramFormats, int resultFormat) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQsendQueryParams);
  return real(conn, command, nParams, paramTypes, paramValues, paramLengths, paramFormats,
              resultFormat);
}

int PQsendPrepare(PGconn *conn, const char *stmtName, const char *query, int nParams,
                  const Oid *paramTypes) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQsendPrepare);
  return real(conn, stmtName, query, nParams, paramTypes);
}

int PQsendQueryPrepared(PGconn *conn, const char *stmtName, int nParams,
                        const char *const *paramValues, const int *paramLengths,
                        const int *paramFormats, int resultFormat) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQsendQueryPrepared);
  return real(conn, stmtName, nParams, paramValues, paramLengths, paramFormats, resultFormat);
}

int PQsetSingleRowMode(PGconn *conn) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQsetSingleRowMode);
  return real(conn);
}

PGresult *PQgetResult(PGconn *conn) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQgetResult);
  return real(conn);
}

int PQenterPipelineMode(PGconn *conn) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQenterPipelineMode);
  return real(conn);
}

int PQexitPipelineMode(PGconn *conn) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQexitPipelineMode);
  return real(conn);
}

int PQpipelineSync(PGconn *conn) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQpipelineSync);
  return real(conn);
}

ExecStatusType PQresultStatus(const PGresult *res) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQresultStatus);
  return real(res);
}

char *PQresultErrorMessage(const PGresult *res) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQresultErrorMessage);
  return real(res);
}

char *PQresultErrorField(const PGresult *res, int fieldcode) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQresultErrorField);
  return real(res, fieldcode);
}

int PQntuples(const PGresult *res) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQntuples);
  return real(res);
}

int PQnfields(const PGresult *res) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQnfields);
  return real(res);
}

Oid PQftype(const PGresult *res, int field_num) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQftype);
  return real(res, field_num);
}

char *PQgetvalue(const PGresult *res, int tup_num, int field_num) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQgetvalue);
  return real(res, tup_num, field_num);
}

int PQgetisnull(const PGresult *res, int tup_num, int field_num) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQgetisnull);
  return real(res, tup_num, field_num);
}

void PQclear(PGresult *res) {
  PSK_SYSTEM_FUNCTION(LIBPQ, PURPOSE, PQclear);
  real(res);
}
