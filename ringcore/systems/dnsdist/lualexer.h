#pragma once

#include <QString>

namespace ringcore {

/// Lua's lexical rules (Lua 5.1 / LuaJIT, which dnsdist embeds) as far as a reader needs them to
/// tell code from comments and strings: `--` comments, long comments `--[==[ … ]==]`, long strings
/// `[[ … ]]` / `[=[ … ]=]`, and "…" / '…' strings with backslash escapes.
class LuaLexer
{
public:
    /// The text split into two views, both of the text's length so offsets and lines stay the file's:
    /// `code` has its comments blanked (newlines kept); `bare` has, in addition, every string's
    /// content blanked, a long string becoming `"   "` too. Look for calls in `bare` (a call inside a
    /// string or a comment is no call), read their arguments from `code`. In `code` a long string
    /// whose content is simple (no quote, backslash or line break) is rewritten as a "…" string of
    /// the same length; any other long string is blanked as in `bare`.
    struct Views
    {
        QString code;
        QString bare;
    };

    /// False with *line (1-based) and *reason, in Lua's own words ("unfinished string"), when a
    /// string or a long comment is not closed.
    static bool split(const QString &text, Views *views, int *line, QString *reason);

    /// A Lua string literal's content with its escapes resolved (`\"`, `\\`, `\n`, `\t`, `\ddd`, …).
    static QString unescape(const QString &content);
};

} // namespace ringcore
