#pragma once

#include "ringcore/config/proxyconfig.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace ringcore {

/// HAProxy 2.6's conditional blocks (`.if` / `.elif` / `.else` / `.endif`, src/cfgparse.c) with the
/// conditions it evaluates (src/cfgcond.c): numbers (true when not 0), `!`, `&&`, `||`, parentheses,
/// `defined(VAR)`, `streq(a,b)`, `strneq(a,b)`, and environment variables written "${VAR}" /
/// "${VAR-default}" / "$VAR" inside double quotes, read from RingLab's own environment (HAProxy
/// reads its own). A predicate that depends on the HAProxy build (`feature()`, `version_atleast()`,
/// `openssl_version_*()`, `ssllib_name_startswith()`) is refused naming the line: RingLab cannot
/// tell. `.alert` in a block that is taken is refused as HAProxy refuses it.
class HaproxyConditions
{
    Q_DECLARE_TR_FUNCTIONS(HaproxyConditions) // the context lupdate writes into translations/*.ts
public:
    /// Feeds one non-empty line (`raw` as written, without its line break). *take is true when the
    /// line belongs to the configuration: not a `.` directive and not inside a block that is dropped.
    /// False with *error (naming `line`) where HAProxy refuses the file or RingLab cannot evaluate.
    bool feed(const QString &raw, int line, bool *take, ConfigError *error);
    /// After the last line: false when an `.if` is not closed.
    bool finish(ConfigError *error) const;
    /// True when a condition read the environment (the report says whose).
    bool usedEnvironment() const { return m_usedEnvironment; }

    /// HAProxy's limit on nested `.if` (MAXNESTEDCONDS).
    static constexpr int kMaxNested = 128;

private:
    enum State { IfTake, IfDrop, IfSkip, ElifTake, ElifDrop, ElifSkip, ElseTake, ElseDrop };
    bool dropping() const;
    bool evaluate(const QString &raw, int line, const QString &directive, bool *result, ConfigError *error);

    QList<State> m_stack;
    QList<int> m_lines;
    bool m_usedEnvironment = false;
};

} // namespace ringcore
