#pragma once
// The parts HaproxyConfigReader's files share: a configuration's lines and sections
// (haproxyconfiglines.cpp), the settings a section sets or inherits and the server lines it lists
// (haproxyserverdirectives.cpp). haproxyconfigreader.cpp reads the settings directives and puts
// the parts together. Internal to ringcore/systems/haproxy.

#include "ringcore/config/proxyconfig.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace ringcore::haproxyconfig {

/// The context lupdate files these files' free functions under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringcore)
};

struct Line
{
    int number = 0;
    QStringList words;
    QString raw;
    int contentEnd = 0; // where a trailing comment (or the line) ends, trailing spaces removed
};

struct Section
{
    QString keyword;
    QString name;
    QString from;
    int line = 0;
    QList<Line> body;
};

// What a section sets or inherits from defaults.
struct Settings
{
    QStringList balance;   // words after "balance"
    QStringList hashType;  // words after "hash-type"
    QString mode;          // "http", "tcp", … (empty: HAProxy's default, tcp)
    int hashBalanceFactor = -1;
    int defaultWeight = -1;
    bool defaultDisabled = false;
};

/// The words that start a section (global, defaults, backend, listen, …).
const QSet<QString> &sectionKeywords();

/// Splits one line into words the way HAProxy does: blanks separate, quotes group, `#` comments.
bool splitLine(const QString &raw, int number, Line *out, ConfigError *error);

/// The sections of a configuration with their lines, `.if` blocks evaluated. *usedEnvironment (if
/// given): a `.if` condition read an environment variable.
bool splitSections(const QString &text, QList<Section> *sections, ConfigError *error, bool *usedEnvironment = nullptr);

/// A whole number in [minimum, maximum].
bool readInt(const QString &text, int minimum, int maximum, int *value);

struct ServerLine
{
    Server server;
    int line = 0;
    int id = 0; // 0 = automatic
    bool explicitId = false;
    bool backup = false;
};

/// The servers of one backend or listen section, from its `server` and `server-template` lines.
class SectionServers
{
public:
    explicit SectionServers(const Section &section) : m_section(section) {}

    /// A `server NAME ADDRESS [params]` line, read with the settings in force.
    bool readServer(const Line &l, const Settings &s, ConfigError *error);
    /// A `server-template PREFIX NUM|LOW-HIGH ADDRESS [params]` line: its servers, and a note.
    bool readTemplate(const Line &l, const Settings &s, QStringList *notes, ConfigError *error);
    /// Gives the servers HAProxy's ids and puts them into cfg (backups left out with a note), the
    /// ids as facts. False when no server but backups or an id is used twice.
    bool place(ProxyConfig *cfg, ConfigError *error);

private:
    bool add(const Line &line, int reportedLine, const Settings &s, ConfigError *error);

    const Section &m_section;
    QList<ServerLine> m_servers;
    QHash<QString, int> m_nameLines; // HAProxy refuses two servers of one name in a proxy
};

} // namespace ringcore::haproxyconfig
