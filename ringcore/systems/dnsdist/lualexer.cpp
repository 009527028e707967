#include "ringcore/systems/dnsdist/lualexer.h"

#include <algorithm>

namespace ringcore {

namespace {

/// The level of a long bracket `[==[` starting at `i` (the number of `=`), -1 if none starts there.
int longBracket(const QString &text, qsizetype i)
{
    if (i >= text.size() || text.at(i) != QLatin1Char('['))
        return -1;
    qsizetype k = i + 1;
    while (k < text.size() && text.at(k) == QLatin1Char('='))
        ++k;
    return k < text.size() && text.at(k) == QLatin1Char('[') ? int(k - i - 1) : -1;
}

/// Blanks [from, to) of `s` but its newlines.
void blank(QString *s, qsizetype from, qsizetype to)
{
    for (qsizetype k = from; k < to; ++k)
        if (s->at(k) != QLatin1Char('\n'))
            (*s)[k] = QLatin1Char(' ');
}

/// Where a quoted string opened at `i` ends (just past its closing quote); -1 when a line ends
/// first (Lua: "unfinished string"; a backslash before the line break continues it).
qsizetype quotedEnd(const QString &text, qsizetype i)
{
    const QChar quote = text.at(i);
    for (qsizetype k = i + 1; k < text.size(); ++k) {
        const QChar c = text.at(k);
        if (c == QLatin1Char('\\'))
            ++k;
        else if (c == quote)
            return k + 1;
        else if (c == QLatin1Char('\n'))
            return -1;
    }
    return -1;
}

} // namespace

bool LuaLexer::split(const QString &text, Views *views, int *line, QString *reason)
{
    views->code = text;
    views->bare = text;
    const auto lineAt = [&](qsizetype offset) { return 1 + int(std::count(text.cbegin(), text.cbegin() + offset, QLatin1Char('\n'))); };
    for (qsizetype i = 0; i < text.size();) {
        const QChar c = text.at(i);
        const bool comment = c == QLatin1Char('-') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('-');
        const int level = longBracket(text, comment ? i + 2 : i);
        if (level >= 0) { // a long comment or a long string
            const qsizetype open = comment ? i + 2 : i;
            const QString closer = QLatin1Char(']') + QString(level, QLatin1Char('=')) + QLatin1Char(']');
            const qsizetype stop = text.indexOf(closer, open + level + 2);
            if (stop < 0) {
                *line = lineAt(i);
                *reason = comment ? QStringLiteral("unfinished long comment") : QStringLiteral("unfinished long string");
                return false;
            }
            const qsizetype end = stop + closer.size();
            blank(&views->bare, i, end);
            if (comment) {
                blank(&views->code, i, end);
            } else {
                views->bare[i] = QLatin1Char('"');
                views->bare[end - 1] = QLatin1Char('"');
                const QString content = text.mid(open + level + 2, stop - (open + level + 2));
                const bool simple = !content.contains(QLatin1Char('"')) && !content.contains(QLatin1Char('\\'))
                    && !content.contains(QLatin1Char('\n'));
                blank(&views->code, i, end);
                views->code[i] = QLatin1Char('"');
                if (simple)
                    views->code.replace(i + 1, content.size(), content);
                views->code[simple ? i + 1 + content.size() : end - 1] = QLatin1Char('"');
            }
            i = end;
        } else if (comment) {
            qsizetype end = text.indexOf(QLatin1Char('\n'), i);
            end = end < 0 ? text.size() : end;
            blank(&views->code, i, end);
            blank(&views->bare, i, end);
            i = end;
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            const qsizetype end = quotedEnd(text, i);
            if (end < 0) {
                *line = lineAt(i);
                *reason = QStringLiteral("unfinished string");
                return false;
            }
            blank(&views->bare, i + 1, end - 1);
            i = end;
        } else {
            ++i;
        }
    }
    return true;
}

QString LuaLexer::unescape(const QString &content)
{
    QString out;
    out.reserve(content.size());
    for (qsizetype k = 0; k < content.size(); ++k) {
        const QChar c = content.at(k);
        if (c != QLatin1Char('\\') || k + 1 >= content.size()) {
            out.append(c);
            continue;
        }
        const QChar e = content.at(++k);
        static const QString from = QStringLiteral("abfnrtv");
        static const QString to = QStringLiteral("\a\b\f\n\r\t\v");
        if (from.contains(e)) {
            out.append(to.at(from.indexOf(e)));
        } else if (e.isDigit()) { // \ddd: up to three decimal digits
            int value = 0, digits = 0;
            for (; digits < 3 && k < content.size() && content.at(k).isDigit(); ++digits, ++k)
                value = value * 10 + content.at(k).digitValue();
            --k;
            out.append(QChar(value));
        } else {
            out.append(e); // \" \' \\ and a backslash-newline
        }
    }
    return out;
}

} // namespace ringcore
