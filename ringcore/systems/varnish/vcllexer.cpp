#include "ringcore/systems/varnish/vcllexer.h"

#include "ringcore/config/blocktokenizer.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace ringcore {

namespace {

/// VCL's lexical rules (vcc_token.c): "…" strings end at their line's end, {"…"} long strings,
/// `#`, `//` and `/* */` comments wherever a string does not hold them; braces are tokens.
/// Lenient in the tokenizer (an unclosed string ends at its line's end, an unclosed long string
/// or comment at the file's); split() then refuses an unclosed string as varnishd does.
const BlockDialect &vclDialect()
{
    static const BlockDialect d{QStringLiteral("\""), QString(), false, QStringLiteral("{}"), true, true, true, true, true};
    return d;
}

} // namespace

bool VclLexer::split(const QString &text, VclText *out, ConfigError *error)
{
    out->code = text;
    qsizetype from = 0;
    const auto blank = [&](qsizetype to) {
        for (; from < to; ++from)
            if (out->code.at(from) != QLatin1Char('\n'))
                out->code[from] = QLatin1Char(' ');
    };
    int depth = 0, openLine = 0;
    bool failed = false;
    int unclosed = 0; // never set: the dialect is lenient; an unclosed string is checked below
    QList<std::pair<qsizetype, qsizetype>> strings;
    BlockTokenizer::visit(text, vclDialect(), 0, [&](const BlockToken &t) {
        blank(t.begin);
        from = t.end;
        if (t.kind == BlockToken::Quoted) {
            const bool longString = text.at(t.begin) == QLatin1Char('{');
            if (t.end == t.contentEnd) {
                *error = {t.line, longString ? QCoreApplication::translate("VarnishConfigReader", "unterminated long string {\"…\"} (varnishd: \"Unterminated long-string\")")
                                             : QCoreApplication::translate("VarnishConfigReader", "unterminated string: a \"…\" string ends on its line (varnishd: \"Unterminated string\")")};
                failed = true;
            }
            strings.append({t.begin, t.end});
        } else if (t.isPunctuation(QLatin1Char('{'))) {
            if (depth == 0)
                openLine = t.line;
            if (++depth > VclLexer::kMaxDepth) {
                *error = {t.line, QCoreApplication::translate("VarnishConfigReader", "braces nested more than %1 deep; not a VCL file").arg(VclLexer::kMaxDepth)};
                failed = true;
            }
        } else if (t.isPunctuation(QLatin1Char('}')) && --depth < 0) {
            *error = {t.line, QCoreApplication::translate("VarnishConfigReader", "a closing brace without an opening one")};
            failed = true;
        }
        return !failed;
    }, &unclosed);
    if (failed)
        return false;
    if (depth > 0) {
        *error = {openLine, QCoreApplication::translate("VarnishConfigReader", "the block opened here is not closed")};
        return false;
    }
    blank(out->code.size());
    out->bare = out->code;
    for (const auto &[begin, end] : std::as_const(strings)) {
        for (qsizetype k = begin + 1; k < end - 1; ++k)
            if (out->bare.at(k) != QLatin1Char('\n'))
                out->bare[k] = QLatin1Char(' ');
        out->bare[begin] = QLatin1Char('"');
        out->bare[end - 1] = QLatin1Char('"');
    }
    return true;
}


/// The offset just after the brace that closes the one at `open` (strings and comments skipped);
/// -1 if none.
qsizetype VclLexer::closingBrace(const QString &text, qsizetype open)
{
    int depth = 0;
    qsizetype close = -1;
    int unclosed = 0;
    BlockTokenizer::visit(text, vclDialect(), open, [&](const BlockToken &t) {
        if (t.isPunctuation(QLatin1Char('{')))
            ++depth;
        else if (t.isPunctuation(QLatin1Char('}')) && --depth == 0)
            close = t.end;
        return close < 0;
    }, &unclosed);
    return close;
}

/// A value as written, without its quotes (`"…"`, `{"…"}`) and the parentheses around it (`((10))`).
QString VclLexer::unwrap(QString v)
{
    for (;;) {
        v = v.trimmed();
        if (v.size() >= 4 && v.startsWith(QLatin1String("{\"")) && v.endsWith(QLatin1String("\"}")))
            return v.mid(2, v.size() - 4);
        if (v.size() >= 2 && v.startsWith(QLatin1Char('"')) && v.endsWith(QLatin1Char('"')))
            return v.mid(1, v.size() - 2);
        if (v.size() < 2 || !v.startsWith(QLatin1Char('(')) || !v.endsWith(QLatin1Char(')')))
            return v;
        int depth = 0; // strip only parentheses that enclose the whole value: not `(a) + (b)`
        for (qsizetype k = 0; k < v.size() - 1; ++k) {
            depth += v.at(k) == QLatin1Char('(') ? 1 : v.at(k) == QLatin1Char(')') ? -1 : 0;
            if (depth == 0)
                return v;
        }
        v = v.mid(1, v.size() - 2);
    }
}

/// `name=value` arguments of a call and its positional ones, unwrapped. `args` as written and
/// `bare` the same span with string contents blanked: commas and `=` count only in `bare`, outside
/// parentheses.
void VclLexer::splitArgs(const QString &args, const QString &bare, QStringList *positional, QHash<QString, QString> *named)
{
    int depth = 0;
    qsizetype start = 0;
    for (qsizetype k = 0; k <= bare.size(); ++k) {
        const QChar c = k < bare.size() ? bare.at(k) : QLatin1Char(',');
        if (c == QLatin1Char('('))
            ++depth;
        else if (c == QLatin1Char(')'))
            --depth;
        if (c != QLatin1Char(',') || depth > 0)
            continue;
        const QString part = args.mid(start, k - start);
        const qsizetype eq = bare.mid(start, k - start).indexOf(QLatin1Char('='));
        const QString key = eq > 0 ? part.left(eq).trimmed() : QString();
        static const QRegularExpression ident(QStringLiteral("^[A-Za-z_]\\w*$"));
        if (eq > 0 && ident.match(key).hasMatch())
            named->insert(key, unwrap(part.mid(eq + 1)));
        else if (!part.trimmed().isEmpty())
            positional->append(unwrap(part));
        start = k + 1;
    }
}

/// The offset of the parenthesis that closes the one at `open` in `bare` (no strings there), -1 if none.
qsizetype VclLexer::closingParen(const QString &bare, qsizetype open)
{
    int depth = 0;
    for (qsizetype k = open; k < bare.size(); ++k) {
        if (bare.at(k) == QLatin1Char('('))
            ++depth;
        else if (bare.at(k) == QLatin1Char(')') && --depth == 0)
            return k;
    }
    return -1;
}

} // namespace ringcore
