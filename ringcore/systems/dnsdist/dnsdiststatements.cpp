// The Lua calls a dnsdist configuration is read from, and the values in their arguments.
#include "ringcore/systems/dnsdist/dnsdiststatements.h"

#include "ringcore/systems/dnsdist/dnsdistconfigreader.h"
#include "ringcore/systems/dnsdist/lualexer.h"

#include <QRegularExpression>

#include <algorithm>

namespace ringcore::dnsdistconfig {

namespace {

/// Lines counted on from the previous call (offsets only grow), so a scan stays linear.
struct LineCounter
{
    const QString &text;
    qsizetype offset = 0;
    int line = 1;
    int at(qsizetype to)
    {
        line += int(std::count(text.cbegin() + offset, text.cbegin() + to, QLatin1Char('\n')));
        offset = to;
        return line;
    }
};

/// The offset just after the bracket that closes the one at `open` (quotes skipped), -1 when it
/// is not closed within kMaxStatementLines lines.
qsizetype closing(const QString &text, qsizetype open)
{
    int depth = 0;
    int lines = 0;
    QChar quote;
    for (qsizetype i = open; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\n') && ++lines > DnsdistConfigReader::kMaxStatementLines)
            return -1;
        if (!quote.isNull()) {
            if (c == QLatin1Char('\\'))
                ++i;
            else if (c == quote)
                quote = QChar();
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            quote = c;
        } else if (c == QLatin1Char('(') || c == QLatin1Char('{')) {
            ++depth;
        } else if ((c == QLatin1Char(')') || c == QLatin1Char('}')) && --depth == 0) {
            return i + 1;
        }
    }
    return -1;
}

/// The files a config loads that the reader does not follow, as notes naming each line.
QStringList loads(const LuaLexer::Views &v)
{
    static const QRegularExpression load(QStringLiteral("\\b(includeDirectory|dofile|loadfile|require)\\s*(\\(?\\s*\"[^\"]*\"|\\(?\\s*'[^']*'|\\()"));
    QStringList out;
    LineCounter lines{v.bare};
    for (auto it = load.globalMatch(v.bare); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString what = v.code.mid(m.capturedStart(), m.capturedLength()).simplified();
        out.append(DnsdistConfigReader::tr("%1…) (line %2) was not followed; servers and policies set there are not read")
                       .arg(what)
                       .arg(lines.at(m.capturedStart())));
    }
    return out;
}

} // namespace

QMap<QString, QString> tableFields(const QString &body)
{
    QMap<QString, QString> out;
    QStringList parts;
    QString current;
    int depth = 0;
    QChar quote;
    for (qsizetype i = 0; i < body.size(); ++i) {
        const QChar c = body.at(i);
        if (!quote.isNull()) {
            current += c;
            if (c == QLatin1Char('\\') && i + 1 < body.size())
                current += body.at(++i);
            else if (c == quote)
                quote = QChar();
            continue;
        }
        if (c == QLatin1Char('"') || c == QLatin1Char('\''))
            quote = c;
        else if (c == QLatin1Char('{'))
            ++depth;
        else if (c == QLatin1Char('}'))
            --depth;
        if ((c == QLatin1Char(',') || c == QLatin1Char(';')) && depth == 0) {
            parts.append(current);
            current.clear();
        } else {
            current += c;
        }
    }
    parts.append(current);
    for (const QString &part : std::as_const(parts)) {
        const qsizetype eq = part.indexOf(QLatin1Char('='));
        if (eq <= 0)
            continue;
        QString key = part.left(eq).trimmed();
        if (key.startsWith(QLatin1Char('[')) && key.endsWith(QLatin1Char(']'))) // ["key"]=…
            key = key.mid(1, key.size() - 2).trimmed();
        if (key.size() >= 2 && (key.startsWith(QLatin1Char('"')) || key.startsWith(QLatin1Char('\''))))
            key = key.mid(1, key.size() - 2);
        QString value = part.mid(eq + 1).trimmed();
        if (value.size() >= 2 && (value.startsWith(QLatin1Char('"')) || value.startsWith(QLatin1Char('\'')))
            && value.endsWith(value.at(0)))
            value = LuaLexer::unescape(value.mid(1, value.size() - 2));
        out.insert(key, value);
    }
    return out;
}

QStringList quotedStrings(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("\"((?:[^\"\\\\]|\\\\.)*)\"|'((?:[^'\\\\]|\\\\.)*)'"));
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out.append(LuaLexer::unescape(m.captured(1).isNull() ? m.captured(2) : m.captured(1)));
    }
    return out;
}

bool scan(const QString &text, QList<Statement> *out, ConfigError *error, QStringList *loaded)
{
    LuaLexer::Views views;
    int badLine = 0;
    QString reason;
    if (!LuaLexer::split(text, &views, &badLine, &reason)) {
        *error = {badLine, DnsdistConfigReader::tr("%1 (Lua refuses the file)").arg(reason)};
        return false;
    }
    if (loaded)
        *loaded = loads(views);
    const QString &code = views.code;
    const QString &bare = views.bare;
    static const QRegularExpression call(
        QStringLiteral("\\b(newServer|setServerPolicy|setPoolServerPolicy|setWHashedPertubation|setHashPerturbation|"
                       "setConsistentHashingBalancingFactor)\\s*([({\"'])"));
    qsizetype from = 0;
    LineCounter lines{bare};
    for (;;) {
        // The text was checked once (QString is valid UTF-16); checking it again at every call would
        // make the scan quadratic.
        const QRegularExpressionMatch m =
            call.match(bare, from, QRegularExpression::NormalMatch,
                       from == 0 ? QRegularExpression::NoMatchOption : QRegularExpression::DontCheckSubjectStringMatchOption);
        if (!m.hasMatch())
            return true;
        Statement s;
        s.begin = m.capturedStart(1);
        s.line = lines.at(s.begin);
        const QString name = m.captured(1);
        const qsizetype open = m.capturedStart(2);
        qsizetype end = -1;
        const QChar bracket = bare.at(open);
        if (bracket == QLatin1Char('(') || bracket == QLatin1Char('{')) {
            end = closing(bare, open);
        } else { // newServer"addr" (a call with a string argument, without parentheses)
            end = bare.indexOf(bracket, open + 1);
            end = end < 0 ? -1 : end + 1;
        }
        if (end < 0) {
            *error = {s.line, DnsdistConfigReader::tr("%1: the call is not closed within %2 lines")
                                  .arg(name)
                                  .arg(DnsdistConfigReader::kMaxStatementLines)};
            return false;
        }
        s.end = end;
        QString inner = code.mid(open, end - open).trimmed();
        if (bracket == QLatin1Char('(') || bracket == QLatin1Char('{'))
            inner = inner.mid(1, inner.size() - 2).trimmed();
        if (name == QLatin1String("newServer")) {
            s.kind = Statement::Server;
            // newServer({…}) or newServer{…}: a table; newServer("addr") or newServer"addr": an address.
            if (bracket == QLatin1Char('{')) {
                s.table = true;
                s.body = inner;
            } else if (inner.startsWith(QLatin1Char('{')) && inner.endsWith(QLatin1Char('}'))) {
                s.table = true;
                s.body = inner.mid(1, inner.size() - 2);
            } else {
                s.body = bracket == QLatin1Char('(') ? inner : code.mid(open, end - open);
            }
        } else if (name == QLatin1String("setServerPolicy")) {
            s.kind = Statement::Policy;
            s.body = inner;
        } else if (name == QLatin1String("setPoolServerPolicy")) {
            s.kind = Statement::PoolPolicy;
            s.body = inner;
        } else if (name == QLatin1String("setConsistentHashingBalancingFactor")) {
            s.kind = Statement::Factor;
            s.body = inner;
        } else {
            s.kind = Statement::Perturbation;
            s.body = inner;
        }
        out->append(s);
        from = end;
    }
}

} // namespace ringcore::dnsdistconfig
