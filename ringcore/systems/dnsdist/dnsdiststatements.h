#pragma once
// The Lua calls DnsdistConfigReader reads (dnsdiststatements.cpp finds them; dnsdistconfigreader.cpp
// reads and patches them). Internal to ringcore/systems/dnsdist.

#include "ringcore/config/proxyconfig.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ringcore::dnsdistconfig {

/// One statement of interest, where it stands in the text.
struct Statement
{
    enum Kind { Server, Policy, PoolPolicy, Perturbation, Factor } kind = Server;
    int line = 0;          ///< 1-based line where it starts
    qsizetype begin = 0;   ///< offset of the call's name
    qsizetype end = 0;     ///< offset just after its closing parenthesis / brace
    QString body;          ///< what stands between the call's outer brackets
    bool table = false;    ///< newServer{…} (false: newServer("address"))
};

/// The fields of a Lua table body `a="x", b=2, c={"p","q"}`: key → raw value (strings unquoted,
/// a nested table kept as written). Keys without `=` (list items) are ignored.
QMap<QString, QString> tableFields(const QString &body);

/// The quoted strings of a Lua expression, in order (`{"a", 'b'}` → a, b; `"a"` → a).
QStringList quotedStrings(const QString &text);

/// The statements of interest, found in the text without comments and string contents (a
/// newServer inside a comment, a long comment or a string is none) and read from the text
/// without comments. *loaded (if given): a note for each file the config loads (includeDirectory,
/// dofile, loadfile, require: not followed), naming its line.
bool scan(const QString &text, QList<Statement> *out, ConfigError *error, QStringList *loaded = nullptr);

} // namespace ringcore::dnsdistconfig
