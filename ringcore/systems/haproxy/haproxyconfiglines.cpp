// HAProxy's configuration text as sections of lines of words, `.if` blocks evaluated.
#include "ringcore/systems/haproxy/haproxyconfigparts.h"
#include "ringcore/systems/haproxy/haproxyconditions.h"

namespace ringcore::haproxyconfig {

const QSet<QString> &sectionKeywords()
{
    static const QSet<QString> k = {
        QStringLiteral("global"),   QStringLiteral("defaults"),  QStringLiteral("frontend"),
        QStringLiteral("backend"),  QStringLiteral("listen"),    QStringLiteral("userlist"),
        QStringLiteral("peers"),    QStringLiteral("resolvers"), QStringLiteral("mailers"),
        QStringLiteral("program"),  QStringLiteral("http-errors"), QStringLiteral("ring"),
        QStringLiteral("cache"),    QStringLiteral("log-forward"), QStringLiteral("crt-store"),
        QStringLiteral("traces"),   QStringLiteral("fcgi-app")};
    return k;
}

bool splitLine(const QString &raw, int number, Line *out, ConfigError *error)
{
    out->number = number;
    out->raw = raw;
    out->contentEnd = int(raw.size());
    QString word;
    bool inWord = false;
    QChar quote;
    for (int i = 0; i < raw.size(); ++i) {
        const QChar c = raw.at(i);
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else
                word.append(c);
            continue;
        }
        if (c == QLatin1Char('\\') && i + 1 < raw.size()) {
            word.append(raw.at(++i));
            inWord = true;
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            quote = c;
            inWord = true;
        } else if (c == QLatin1Char('#')) {
            out->contentEnd = i;
            break;
        } else if (c.isSpace()) {
            if (inWord)
                out->words.append(word);
            word.clear();
            inWord = false;
        } else {
            word.append(c);
            inWord = true;
        }
    }
    if (!quote.isNull()) {
        *error = {number, Tr::tr("unterminated quote")};
        return false;
    }
    if (inWord)
        out->words.append(word);
    while (out->contentEnd > 0 && raw.at(out->contentEnd - 1).isSpace())
        --out->contentEnd;
    return true;
}

bool splitSections(const QString &text, QList<Section> *sections, ConfigError *error, bool *usedEnvironment)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    HaproxyConditions conditions; // .if/.elif/.else/.endif: lines HAProxy drops are not read
    for (int i = 0; i < lines.size(); ++i) {
        QString raw = lines.at(i);
        if (raw.endsWith(QLatin1Char('\r')))
            raw.chop(1);
        Line line;
        if (!splitLine(raw, i + 1, &line, error))
            return false;
        if (line.words.isEmpty())
            continue;
        bool take = true;
        if (!conditions.feed(raw, i + 1, &take, error))
            return false;
        if (!take)
            continue;
        const QString first = line.words.first();
        if (sectionKeywords().contains(first)) {
            Section s;
            s.keyword = first;
            s.line = i + 1;
            s.name = line.words.size() > 1 ? line.words.at(1) : QString();
            const int from = int(line.words.indexOf(QStringLiteral("from")));
            if (from > 0 && from + 1 < line.words.size())
                s.from = line.words.at(from + 1);
            if (s.keyword == QLatin1String("defaults") && s.name == QLatin1String("from"))
                s.name.clear();
            sections->append(s);
        } else if (sections->isEmpty()) {
            *error = {i + 1, Tr::tr("\"%1\" appears before any section (global, defaults, backend, listen, …)").arg(first)};
            return false;
        } else {
            sections->last().body.append(line);
        }
    }
    if (usedEnvironment)
        *usedEnvironment = conditions.usedEnvironment();
    return conditions.finish(error);
}

bool readInt(const QString &text, int minimum, int maximum, int *value)
{
    bool ok = false;
    const int v = text.toInt(&ok);
    if (!ok || v < minimum || v > maximum)
        return false;
    *value = v;
    return true;
}

} // namespace ringcore::haproxyconfig
