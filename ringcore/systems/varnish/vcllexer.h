#pragma once

#include "ringcore/config/proxyconfig.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <vector>

namespace ringcore {

/// The text as the Varnish reader scans it: `code` is the file with its comments blanked
/// (everything between tokens but newlines) and `bare` is `code` with every string's content blanked
/// as well (a string, long or not, becomes `"   "`), both of the file's length so offsets and lines
/// stay the file's. Calls and declarations are looked for in `bare` (a `reconfigure(…)` inside a
/// string is no call) and their arguments read from `code`.
struct VclText
{
    QString code;
    QString bare;
};

/// 1-based line of an offset, by binary search over the newlines (counted once).
struct Lines
{
    std::vector<qsizetype> newlines;
    explicit Lines(const QString &text)
    {
        for (qsizetype i = text.indexOf(QLatin1Char('\n')); i >= 0; i = text.indexOf(QLatin1Char('\n'), i + 1))
            newlines.push_back(i);
    }
    int at(qsizetype offset) const
    {
        return 1 + int(std::lower_bound(newlines.begin(), newlines.end(), offset) - newlines.begin());
    }
};

/// VCL's lexical rules (Varnish 7.1, vcc_token.c) for the Varnish reader, over the shared
/// BlockTokenizer.
class VclLexer
{
public:
    static constexpr int kMaxDepth = 100; ///< braces nested deeper are refused

    /// Splits `text` into its two views. False with *error unless the strings are closed (varnishd:
    /// "Unterminated string") and the braces balanced and nested at most kMaxDepth deep. One pass.
    static bool split(const QString &text, VclText *out, ConfigError *error);
    /// The offset just after the brace that closes the one at `open` (strings and comments
    /// skipped); -1 if none.
    static qsizetype closingBrace(const QString &text, qsizetype open);
    /// The offset of the parenthesis that closes the one at `open` in `bare`; -1 if none.
    static qsizetype closingParen(const QString &bare, qsizetype open);
    /// A value as written, without its quotes (`"…"`, `{"…"}`) and the parentheses around it (`((10))`).
    static QString unwrap(QString v);
    /// `name=value` arguments of a call and its positional ones, unwrapped. `args` as written and
    /// `bare` the same span with string contents blanked: commas and `=` count only in `bare`,
    /// outside parentheses.
    static void splitArgs(const QString &args, const QString &bare, QStringList *positional, QHash<QString, QString> *named);
};

} // namespace ringcore
