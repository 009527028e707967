#include "ringcore/config/blocktokenizer.h"

#include <algorithm>

namespace ringcore {

namespace {

/// The one loop: calls `sink(token)` for every token from `from` until it returns false; the
/// text is built only when `build`.
template <typename Sink>
bool scan(const QString &text, const BlockDialect &d, qsizetype from, bool build, int *unclosedLine, Sink sink)
{
    const qsizetype n = text.size();
    const auto at = [&](qsizetype k) { return k < n ? text.at(k) : QChar(); };
    const auto lineComment = [&](qsizetype k) {
        return (d.hashComments && text.at(k) == QLatin1Char('#'))
            || (d.slashComments && text.at(k) == QLatin1Char('/') && at(k + 1) == QLatin1Char('/'));
    };
    const auto blockComment = [&](qsizetype k) {
        return d.slashComments && text.at(k) == QLatin1Char('/') && at(k + 1) == QLatin1Char('*');
    };
    const auto newlines = [&](qsizetype first, qsizetype last) {
        return int(std::count(text.cbegin() + first, text.cbegin() + last, QLatin1Char('\n')));
    };
    int line = 1;
    bool lineBreak = true;
    qsizetype i = from;
    while (i < n) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\n')) {
            ++line;
            lineBreak = true;
            ++i;
            continue;
        }
        if (c.isSpace()) {
            ++i;
            continue;
        }
        if (lineComment(i)) {
            while (i < n && text.at(i) != QLatin1Char('\n'))
                ++i;
            continue;
        }
        if (blockComment(i)) {
            const qsizetype stop = text.indexOf(QLatin1String("*/"), i + 2);
            const qsizetype end = stop < 0 ? n : stop + 2;
            const int lines = newlines(i, end);
            line += lines;
            lineBreak = lineBreak || lines > 0;
            i = end;
            continue;
        }
        BlockToken t;
        t.line = line;
        t.begin = i;
        t.firstOnLine = lineBreak;
        lineBreak = false;
        if (d.longStrings && c == QLatin1Char('{') && at(i + 1) == QLatin1Char('"')) {
            const qsizetype stop = text.indexOf(QLatin1String("\"}"), i + 2);
            if (stop < 0 && !d.lenientQuotes) {
                *unclosedLine = line;
                return false;
            }
            t.kind = BlockToken::Quoted;
            t.contentBegin = i + 2;
            t.contentEnd = stop < 0 ? n : stop;
            t.end = stop < 0 ? n : stop + 2;
            line += newlines(i, t.end);
            if (build)
                t.text = text.mid(t.contentBegin, t.contentEnd - t.contentBegin);
        } else if (d.punctuation.contains(c)) {
            t.kind = BlockToken::Punctuation;
            t.mark = c;
            t.end = i + 1;
        } else if (d.quotes.contains(c)) {
            t.kind = BlockToken::Quoted;
            const bool escaping = d.escapingQuotes.contains(c);
            qsizetype j = i + 1;
            while (j < n && text.at(j) != c && !(d.lenientQuotes && text.at(j) == QLatin1Char('\n'))) {
                if (escaping && text.at(j) == QLatin1Char('\\') && j + 1 < n) {
                    if (build && !d.unescape)
                        t.text.append(text.at(j));
                    ++j;
                }
                if (text.at(j) == QLatin1Char('\n'))
                    ++line;
                if (build)
                    t.text.append(text.at(j));
                ++j;
            }
            const bool closed = j < n && text.at(j) == c;
            if (!closed && !d.lenientQuotes) {
                *unclosedLine = t.line;
                return false;
            }
            t.contentBegin = i + 1;
            t.contentEnd = j;
            t.end = closed ? j + 1 : j;
        } else {
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
            t.end = j;
        }
        if (t.kind != BlockToken::Quoted) {
            t.contentBegin = t.begin;
            t.contentEnd = t.end;
            if (build)
                t.text = text.mid(t.begin, t.end - t.begin);
        }
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
