#include "ringcore/systems/haproxy/haproxyconditions.h"

#include <cstdlib>

namespace ringcore {

namespace {

/// HAProxy's own words for a line it refuses ("parsing [file:12]: <reason>").
ConfigError haproxySays(int line, const QString &reason)
{
    return {line, HaproxyConditions::tr("HAProxy refuses this: %1").arg(reason)};
}

/// Splits a directive line as HAProxy's parse_line() does (src/tools.c): blanks separate words,
/// '…' and "…" group, `\` escapes outside '…', `#` starts a comment, and inside "…" an
/// environment variable `$VAR`, `${VAR}` or `${VAR-default}` is replaced by its value (empty when
/// not set). False with *why for what HAProxy refuses or RingLab does not expand (`${VAR[*]}`).
bool splitWords(const QString &raw, int line, QStringList *words, bool *usedEnv, QString *why)
{
    QString word;
    bool inWord = false, squote = false, dquote = false;
    const qsizetype n = raw.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = raw.at(i);
        if (!squote && !dquote && (c == QLatin1Char(' ') || c == QLatin1Char('\t'))) {
            if (inWord)
                words->append(word);
            word.clear();
            inWord = false;
            continue;
        }
        if (!squote && !dquote && c == QLatin1Char('#'))
            break; // a comment: the rest of the line
        inWord = true;
        if (c == QLatin1Char('\'') && !dquote) {
            squote = !squote;
        } else if (c == QLatin1Char('"') && !squote) {
            dquote = !dquote;
        } else if (c == QLatin1Char('\\') && !squote && i + 1 < n) {
            const QChar e = raw.at(++i);
            word.append(e == QLatin1Char('n') ? QChar(u'\n') : e == QLatin1Char('r') ? QChar(u'\r') : e == QLatin1Char('t') ? QChar(u'\t') : e);
        } else if (c == QLatin1Char('$') && dquote) {
            qsizetype k = i + 1;
            const bool brace = k < n && raw.at(k) == QLatin1Char('{');
            k += brace ? 1 : 0;
            const qsizetype nameBegin = k;
            if (k < n && raw.at(k) == QLatin1Char('.'))
                ++k;
            while (k < n && (raw.at(k).isLetterOrNumber() || raw.at(k) == QLatin1Char('_')) && raw.at(k).unicode() < 128)
                ++k;
            const QString name = raw.mid(nameBegin, k - nameBegin);
            if (name.isEmpty() || name.at(0).isDigit()) {
                *why = HaproxyConditions::tr("HAProxy refuses this: unacceptable character in variable name at \"%1\"").arg(raw.mid(nameBegin, 20));
                return false;
            }
            QString value;
            bool set = false;
            if (name == QLatin1String(".LINE")) {
                value = QString::number(line), set = true;
            } else if (name.startsWith(QLatin1Char('.'))) {
                *why = HaproxyConditions::tr("RingLab cannot evaluate the variable %1 (only .LINE)").arg(name);
                return false;
            } else {
                *usedEnv = true;
                set = qEnvironmentVariableIsSet(name.toLocal8Bit().constData());
                value = qEnvironmentVariable(name.toLocal8Bit().constData());
            }
            if (brace) {
                const qsizetype close = raw.indexOf(QLatin1Char('}'), k);
                if (close < 0 || (raw.at(k) != QLatin1Char('}') && raw.at(k) != QLatin1Char('-'))) {
                    *why = raw.mid(k, 3) == QLatin1String("[*]")
                        ? HaproxyConditions::tr("RingLab does not expand ${%1[*]} in a condition").arg(name)
                        : HaproxyConditions::tr("HAProxy refuses this: unmatched brace in environment variable name");
                    return false;
                }
                if (raw.at(k) == QLatin1Char('-') && !set)
                    value = raw.mid(k + 1, close - k - 1);
                k = close + 1;
            }
            word.append(value);
            i = k - 1;
        } else {
            word.append(c);
        }
    }
    if (squote || dquote) {
        *why = HaproxyConditions::tr("HAProxy refuses this: unmatched quote");
        return false;
    }
    if (inWord)
        words->append(word);
    return true;
}

/// A recursive-descent reading of one condition, as src/cfgcond.c parses it (expr := and ['||'
/// expr]; and := term ['&&' and]; term := '!'* (number | '(' expr ')' | predicate '(' args ')')).
/// Depth is bounded as HAProxy bounds it (MAX_CFG_RECURSION).
class Condition
{
public:
    explicit Condition(const QString &text) : m_text(text) {}
    /// 1/0, or -1 with why().
    int evaluate()
    {
        if (m_text.isEmpty())
            return 0; // HAProxy: an empty condition is false
        const int v = expr(1024);
        if (v >= 0) {
            skipBlanks();
            if (m_pos < m_text.size())
                return fail(HaproxyConditions::tr("HAProxy refuses this: unexpected character '%1' at the end of conditional expression '%2'")
                                .arg(m_text.at(m_pos))
                                .arg(m_text));
        }
        return v;
    }
    QString why() const { return m_why; }

private:
    int fail(const QString &why)
    {
        if (m_why.isEmpty())
            m_why = why;
        return -1;
    }
    void skipBlanks()
    {
        while (m_pos < m_text.size() && (m_text.at(m_pos) == QLatin1Char(' ') || m_text.at(m_pos) == QLatin1Char('\t')))
            ++m_pos;
    }
    bool take(QLatin1StringView op)
    {
        skipBlanks();
        if (m_text.mid(m_pos, op.size()) != op)
            return false;
        m_pos += op.size();
        skipBlanks();
        return true;
    }
    int expr(int depth)
    {
        const int left = conjunction(depth - 1);
        if (left < 0 || !take(QLatin1StringView("||")))
            return left;
        const int right = expr(depth - 1);
        return right < 0 ? -1 : (left || right);
    }
    int conjunction(int depth)
    {
        const int left = term(depth - 1);
        if (left < 0 || !take(QLatin1StringView("&&")))
            return left;
        const int right = conjunction(depth - 1);
        return right < 0 ? -1 : (left && right);
    }
    int term(int depth);
    int number(bool *parsed);
    int predicate();
    bool arguments(const QString &name, int count, QStringList *args);

    QString m_text;
    qsizetype m_pos = 0;
    QString m_why;
};

int Condition::term(int depth)
{
    skipBlanks();
    if (m_pos >= m_text.size() || depth <= 0)
        return fail(HaproxyConditions::tr("HAProxy refuses this: unparsable conditional expression '%1'").arg(m_text.mid(m_pos)));
    bool negate = false;
    while (m_pos < m_text.size() && m_text.at(m_pos) == QLatin1Char('!')) {
        negate = !negate;
        ++m_pos;
        skipBlanks();
    }
    bool parsed = false;
    int v = number(&parsed);
    if (!parsed && m_pos < m_text.size() && m_text.at(m_pos) == QLatin1Char('(')) {
        ++m_pos;
        skipBlanks();
        v = expr(depth - 1);
        if (v >= 0 && !take(QLatin1StringView(")")))
            return fail(HaproxyConditions::tr("HAProxy refuses this: expected ')' after conditional expression '%1'").arg(m_text));
    } else if (!parsed) {
        v = predicate();
    }
    return v < 0 ? -1 : (negate ? !v : v);
}

/// strtol(…, 0): an optional sign, then 0x… hexadecimal, 0… octal or decimal digits.
int Condition::number(bool *parsed)
{
    const QByteArray rest = m_text.mid(m_pos).toLatin1();
    char *end = nullptr;
    const long v = std::strtol(rest.constData(), &end, 0);
    *parsed = end != rest.constData();
    if (*parsed)
        m_pos += end - rest.constData();
    return v != 0;
}

int Condition::predicate()
{
    qsizetype k = m_pos;
    while (k < m_text.size() && m_text.at(k) != QLatin1Char(' ') && m_text.at(k) != QLatin1Char('('))
        ++k;
    const QString name = m_text.mid(m_pos, k - m_pos);
    static const QStringList buildDependent = {QStringLiteral("feature"), QStringLiteral("version_atleast"),
                                               QStringLiteral("version_before"), QStringLiteral("openssl_version_atleast"),
                                               QStringLiteral("openssl_version_before"), QStringLiteral("ssllib_name_startswith")};
    if (buildDependent.contains(name))
        return fail(HaproxyConditions::tr("RingLab cannot evaluate %1(): it depends on the HAProxy build that reads the file").arg(name));
    const int count = name == QLatin1String("defined") ? 1 : (name == QLatin1String("streq") || name == QLatin1String("strneq")) ? 2 : 0;
    if (count == 0)
        return fail(HaproxyConditions::tr("HAProxy refuses this: unparsable conditional expression '%1'").arg(m_text.mid(m_pos)));
    m_pos = k;
    QStringList args;
    if (!arguments(name, count, &args))
        return -1;
    if (name == QLatin1String("defined"))
        return qEnvironmentVariableIsSet(args.at(0).toLocal8Bit().constData()) ? 1 : 0;
    return (args.at(0) == args.at(1)) == (name == QLatin1String("streq")) ? 1 : 0;
}

/// The arguments of a predicate as make_arg_list() reads them (src/arg.c): `(`, then up to `count`
/// arguments separated by `,` up to `)`, blanks kept, '…' and "…" grouping, `\` escaping.
bool Condition::arguments(const QString &name, int count, QStringList *args)
{
    if (m_pos >= m_text.size() || m_text.at(m_pos) != QLatin1Char('('))
        return fail(HaproxyConditions::tr("HAProxy refuses this: missing arguments (got 0/%1) in predicate '%2'").arg(count).arg(name)) >= 0;
    ++m_pos;
    QString cur;
    bool squote = false, dquote = false;
    for (; m_pos < m_text.size(); ++m_pos) {
        const QChar c = m_text.at(m_pos);
        if (c == QLatin1Char('"') && !squote) {
            dquote = !dquote;
        } else if (c == QLatin1Char('\'') && !dquote) {
            squote = !squote;
        } else if (c == QLatin1Char('\\') && !squote && m_pos + 1 < m_text.size()) {
            cur.append(m_text.at(++m_pos));
        } else if (!squote && !dquote && (c == QLatin1Char(',') || c == QLatin1Char(')'))) {
            args->append(cur);
            cur.clear();
            if (c == QLatin1Char(')'))
                break;
        } else {
            cur.append(c);
        }
    }
    if (m_pos >= m_text.size())
        return fail(HaproxyConditions::tr("HAProxy refuses this: expected ')' after the arguments of predicate '%1'").arg(name)) >= 0;
    ++m_pos;
    if (args->size() != count)
        return fail(HaproxyConditions::tr("HAProxy refuses this: predicate '%1' takes %2 argument(s), got %3").arg(name).arg(count).arg(args->size())) >= 0;
    return true;
}

} // namespace

bool HaproxyConditions::dropping() const
{
    if (m_stack.isEmpty())
        return false;
    const State s = m_stack.last();
    return s != IfTake && s != ElifTake && s != ElseTake;
}

bool HaproxyConditions::evaluate(const QString &raw, int line, const QString &directive, bool *result, ConfigError *error)
{
    QStringList words;
    QString why;
    if (!splitWords(raw, line, &words, &m_usedEnvironment, &why)) {
        *error = {line, tr("%1: %2").arg(directive, why)};
        return false;
    }
    Condition condition(words.mid(1).join(QLatin1Char(' ')));
    const int v = condition.evaluate();
    if (v < 0) {
        *error = {line, tr("%1: %2").arg(directive, condition.why())};
        return false;
    }
    *result = v != 0;
    return true;
}

bool HaproxyConditions::feed(const QString &raw, int line, bool *take, ConfigError *error)
{
    const QString first = raw.trimmed().section(QLatin1Char(' '), 0, 0).section(QLatin1Char('\t'), 0, 0);
    *take = false;
    if (first == QLatin1String(".if")) {
        if (m_stack.size() + 1 >= kMaxNested) {
            *error = haproxySays(line, tr("too many nested '.if', max is %1.").arg(kMaxNested));
            return false;
        }
        bool yes = false;
        if (!dropping() && !evaluate(raw, line, first, &yes, error))
            return false;
        m_stack.append(dropping() ? IfSkip : yes ? IfTake : IfDrop);
        m_lines.append(line);
        return true;
    }
    const bool elif = first == QLatin1String(".elif"), isElse = first == QLatin1String(".else");
    if (elif || isElse || first == QLatin1String(".endif")) {
        if (m_stack.isEmpty()) {
            *error = haproxySays(line, tr("lone '%1' with no matching '.if'.").arg(first));
            return false;
        }
        QStringList words;
        QString why;
        if (!elif && splitWords(raw, line, &words, &m_usedEnvironment, &why) && words.size() > 1) {
            *error = haproxySays(line, tr("Unexpected argument '%1' for '%2'.").arg(words.at(1), first));
            return false;
        }
        State &s = m_stack.last();
        if (first == QLatin1String(".endif")) {
            m_stack.removeLast();
            m_lines.removeLast();
            return true;
        }
        if (s == ElseTake || s == ElseDrop) {
            *error = haproxySays(line, tr("'%1' after '.else' is not permitted.").arg(first));
            return false;
        }
        const bool decided = s == IfTake || s == IfSkip || s == ElifTake || s == ElifSkip;
        if (isElse) {
            s = decided ? ElseDrop : ElseTake;
            return true;
        }
        bool yes = false;
        if (!decided && !evaluate(raw, line, first, &yes, error))
            return false;
        s = decided ? ElifSkip : yes ? ElifTake : ElifDrop;
        return true;
    }
    if (dropping())
        return true;
    if (first == QLatin1String(".alert")) {
        *error = haproxySays(line, tr("the file's own .alert: %1").arg(raw.trimmed().mid(6).trimmed()));
        return false;
    }
    *take = !(first == QLatin1String(".warning") || first == QLatin1String(".notice") || first == QLatin1String(".diag"));
    return true;
}

bool HaproxyConditions::finish(ConfigError *error) const
{
    if (m_stack.isEmpty())
        return true;
    *error = haproxySays(m_lines.last(), tr("non-terminated '.if' block."));
    return false;
}

} // namespace ringcore
