#include "ringcore/config/blocktokenizer.h"

#include <algorithm>

namespace ringcore {

namespace {

/// The tokenizer's state over one text: where it is, which line, and the dialect's tests.
struct Scanner {
    const QString &text;
    const BlockDialect &d;
    bool build;
    qsizetype n;
    int line = 1;
    bool lineBreak = true;

    QChar at(qsizetype k) const { return k < n ? text.at(k) : QChar(); }
    bool lineComment(qsizetype k) const
    {
        return (d.hashComments && text.at(k) == QLatin1Char('#'))
            || (d.slashComments && text.at(k) == QLatin1Char('/') && at(k + 1) == QLatin1Char('/'));
    }
    bool blockComment(qsizetype k) const
    {
        return d.slashComments && text.at(k) == QLatin1Char('/') && at(k + 1) == QLatin1Char('*');
    }
    int newlines(qsizetype first, qsizetype last) const
    {
        return int(std::count(text.cbegin() + first, text.cbegin() + last, QLatin1Char('\n')));
    }

    /// Steps over one blank, line break or comment at `*i`; false when a token starts there.
    bool skipBlank(qsizetype *i)
    {
        const QChar c = text.at(*i);
        if (c == QLatin1Char('\n')) {
            ++line;
            lineBreak = true;
            ++*i;
        } else if (c.isSpace()) {
            ++*i;
        } else if (lineComment(*i)) {
            while (*i < n && text.at(*i) != QLatin1Char('\n'))
                ++*i;
        } else if (blockComment(*i)) {
            const qsizetype stop = text.indexOf(QLatin1String("*/"), *i + 2);
            const qsizetype end = stop < 0 ? n : stop + 2;
            const int lines = newlines(*i, end);
            line += lines;
            lineBreak = lineBreak || lines > 0;
            *i = end;
        } else {
            return false;
        }
        return true;
    }

    /// A `{"…"}` string starting at t->begin; false (and `*unclosedLine`) when it never closes.
    bool longString(BlockToken *t, int *unclosedLine)
    {
        const qsizetype i = t->begin;
        const qsizetype stop = text.indexOf(QLatin1String("\"}"), i + 2);
        if (stop < 0 && !d.lenientQuotes) {
            *unclosedLine = line;
            return false;
        }
        t->kind = BlockToken::Quoted;
        t->contentBegin = i + 2;
        t->contentEnd = stop < 0 ? n : stop;
        t->end = stop < 0 ? n : stop + 2;
        line += newlines(i, t->end);
        if (build)
            t->text = text.mid(t->contentBegin, t->contentEnd - t->contentBegin);
        return true;
    }

    /// A string in the quote `c` starting at t->begin; false (and `*unclosedLine`) when it never closes.
    bool quoted(BlockToken *t, QChar c, int *unclosedLine)
    {
        const qsizetype i = t->begin;
        t->kind = BlockToken::Quoted;
        const bool escaping = d.escapingQuotes.contains(c);
        qsizetype j = i + 1;
        while (j < n && text.at(j) != c && !(d.lenientQuotes && text.at(j) == QLatin1Char('\n'))) {
            if (escaping && text.at(j) == QLatin1Char('\\') && j + 1 < n) {
                if (build && !d.unescape)
                    t->text.append(text.at(j));
                ++j;
            }
            if (text.at(j) == QLatin1Char('\n'))
                ++line;
            if (build)
                t->text.append(text.at(j));
            ++j;
        }
        const bool closed = j < n && text.at(j) == c;
        if (!closed && !d.lenientQuotes) {
            *unclosedLine = t->line;
            return false;
        }
        t->contentBegin = i + 1;
        t->contentEnd = j;
        t->end = closed ? j + 1 : j;
        return true;
    }

    /// The end of a bare word starting at `i`.
    qsizetype wordEnd(qsizetype i) const
    {
        qsizetype j = i;
        while (j < n) {
            const QChar w = text.at(j);
            if (w.isSpace() || d.punctuation.contains(w))
                break;
            if (d.breakWordsAtQuotes && j > i
                && (d.quotes.contains(w) || lineComment(j) || blockComment(j)
                    || (d.longStrings && w == QLatin1Char('{') && at(j + 1) == QLatin1Char('"'))))
                break;
            ++j;
        }
        return j;
    }

    /// The token starting at `i`; false (and `*unclosedLine`) on a string that never closes.
    bool token(qsizetype i, BlockToken *t, int *unclosedLine)
    {
        const QChar c = text.at(i);
        t->line = line;
        t->begin = i;
        t->firstOnLine = lineBreak;
        lineBreak = false;
        if (d.longStrings && c == QLatin1Char('{') && at(i + 1) == QLatin1Char('"')) {
            if (!longString(t, unclosedLine))
                return false;
        } else if (d.punctuation.contains(c)) {
            t->kind = BlockToken::Punctuation;
            t->mark = c;
            t->end = i + 1;
        } else if (d.quotes.contains(c)) {
            if (!quoted(t, c, unclosedLine))
                return false;
        } else {
            t->end = wordEnd(i);
        }
        if (t->kind != BlockToken::Quoted) {
            t->contentBegin = t->begin;
            t->contentEnd = t->end;
            if (build)
                t->text = text.mid(t->begin, t->end - t->begin);
        }
        return true;
    }
};

/// The one loop: calls `sink(token)` for every token from `from` until it returns false; the
/// text is built only when `build`.
template <typename Sink>
bool scan(const QString &text, const BlockDialect &d, qsizetype from, bool build, int *unclosedLine, Sink sink)
{
    Scanner s{text, d, build, text.size()};
    qsizetype i = from;
    while (i < s.n) {
        if (s.skipBlank(&i))
            continue;
        BlockToken t;
        if (!s.token(i, &t, unclosedLine))
            return false;
        i = t.end;
        if (!sink(std::move(t)))
            return true;
    }
    return true;
}

} // namespace

bool BlockTokenizer::tokenize(const QString &text, const BlockDialect &dialect, QList<BlockToken> *tokens, int *unclosedLine)
{
    return scan(text, dialect, 0, true, unclosedLine, [tokens](BlockToken &&t) {
        tokens->append(std::move(t));
        return true;
    });
}

qint64 BlockTokenizer::count(const QString &text, const BlockDialect &dialect)
{
    qint64 n = 0;
    int ignored = 0;
    if (!scan(text, dialect, 0, false, &ignored, [&n](BlockToken &&) { return ++n > 0; }))
        ++n; // the unclosed quote; tokenize() reports it
    return n;
}

bool BlockTokenizer::visit(const QString &text, const BlockDialect &dialect, qsizetype from,
                           const std::function<bool(const BlockToken &)> &onToken, int *unclosedLine)
{
    return scan(text, dialect, from, false, unclosedLine, [&onToken](BlockToken &&t) { return onToken(t); });
}

} // namespace ringcore
