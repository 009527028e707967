#pragma once

#include <QList>
#include <QString>

#include <functional>

namespace ringcore {

/// One token of a brace-block config: a word, a quoted string or a punctuation character.
struct BlockToken
{
    enum Kind { Word, Quoted, Punctuation };
    Kind kind = Word;
    /// The word; a quoted string's content (without its quotes, backslashes dropped when the
    /// dialect unescapes); the punctuation character.
    QString text;
    int line = 1;              ///< 1-based line where the token starts
    qsizetype begin = 0;       ///< offset of its first character as written (an opening quote)
    qsizetype end = 0;         ///< offset just past it as written (past a closing quote)
    qsizetype contentBegin = 0; ///< a quoted string's content in the file (inside its quotes); else begin
    qsizetype contentEnd = 0;   ///< … and its end; else end
    bool firstOnLine = false;  ///< a line break (outside any token) precedes it, or it is the file's first
    QChar mark;                ///< the punctuation character (also when visit() builds no text)

    bool isPunctuation(QChar c) const { return kind == Punctuation && mark == c; }
};

/// The lexical rules in which the dialects differ (nginx, the Caddyfile, VCL): each reader holds its
/// own in its .cpp file; the tokenizer names no system.
struct BlockDialect
{
    QString quotes;               ///< characters that open (and close) a quoted string
    QString escapingQuotes;       ///< quotes inside which `\` escapes the next character
    bool unescape = false;        ///< a quoted string's text drops those backslashes (else keeps them)
    QString punctuation;          ///< characters that are tokens of their own and end a word
    bool hashComments = true;     ///< `#` comments to the end of the line
    bool slashComments = false;   ///< `//` to the end of the line and `/* … */`
    bool longStrings = false;     ///< `{"…"}` strings (may span lines)
    /// A quote or a comment starts even inside a word (VCL); else only at a token's start (nginx,
    /// Caddy: `a#b` and `a"b"` are words).
    bool breakWordsAtQuotes = false;
    /// A quote not closed on its line ends there and a long string or `/*` not closed ends at the
    /// end of the text, without an error (VCL); else an unclosed quote is an error.
    bool lenientQuotes = false;
};

/// Splits a config into tokens by a dialect's rules, counting lines. One loop serves every
/// brace-block reader, so a quote, a comment or a line number means the same everywhere.
class BlockTokenizer
{
public:
    /// The tokens of `text`. False, with *unclosedLine the line where it opened, when a quote is
    /// not closed (the reader words the error in its own terms).
    static bool tokenize(const QString &text, const BlockDialect &dialect, QList<BlockToken> *tokens, int *unclosedLine);
    /// How many tokens tokenize() would make, without making them (to refuse a huge file before
    /// allocating). An unclosed quote counts as one token.
    static qint64 count(const QString &text, const BlockDialect &dialect);
    /// Calls `onToken` for each token from offset `from` (which must lie outside any token and
    /// comment; lines are counted from there) until it returns false or the text ends. Tokens come
    /// without their text (punctuation has its mark), so nothing per token is kept: for a reader
    /// that only checks braces and strips comments. False as tokenize() for an unclosed quote.
    static bool visit(const QString &text, const BlockDialect &dialect, qsizetype from,
                      const std::function<bool(const BlockToken &)> &onToken, int *unclosedLine);
};

} // namespace ringcore
