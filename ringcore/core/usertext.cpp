#include "ringcore/core/usertext.h"

#include "ringcore/core/numbertext.h"

#include <QCoreApplication>

namespace ringcore {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringcore::UserText)
};

bool needsEscape(char16_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)
        || c == 0x200e || c == 0x200f || c == 0x061c || c == 0xfeff;
}

void appendEscaped(QString *out, char16_t c)
{
    static const char hex[] = "0123456789ABCDEF";
    *out += c <= 0xff ? QLatin1String("\\x") : QLatin1String("\\u");
    for (int shift = c <= 0xff ? 4 : 12; shift >= 0; shift -= 4)
        *out += QLatin1Char(hex[(c >> shift) & 0xf]);
}

/// Escapes; keeps newline and tab when `keepLines`. Stops after `max` characters of the input
/// (never inside a surrogate pair); *cut says whether it did.
QString escaped(QStringView text, qsizetype max, bool keepLines, bool *cut)
{
    QString out;
    qsizetype n = std::min(text.size(), max);
    if (n < text.size() && n > 0 && QChar::isHighSurrogate(text[n - 1].unicode()))
        --n;
    out.reserve(n + 8);
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = text[i].unicode();
        if (needsEscape(c) && !(keepLines && (c == u'\n' || c == u'\t')))
            appendEscaped(&out, c);
        else
            out += QChar(c);
    }
    *cut = n < text.size();
    return out;
}

QString lengthNote(qsizetype length)
{
    return Tr::tr("(%1 characters)").arg(NumberText::integer(length));
}

} // namespace

QString UserText::shown(QStringView text, int max)
{
    bool cut = false;
    QString out = escaped(text, max, false, &cut);
    if (cut)
        out += QChar(0x2026);
    return out;
}

QString UserText::quoted(QStringView text, int max)
{
    bool cut = false;
    const QString body = escaped(text, max, false, &cut);
    if (!cut)
        return QLatin1Char('"') + body + QLatin1Char('"');
    return QLatin1Char('"') + body + QChar(0x2026) + QLatin1String("\" ") + lengthNote(text.size());
}

QString UserText::quoted(QByteArrayView bytes, int max)
{
    // Decode a little more than is shown only: a 10 MB token is never copied whole.
    const qsizetype take = std::min<qsizetype>(bytes.size(), qsizetype(max) * 4 + 4);
    const QString head = QString::fromUtf8(bytes.first(take));
    bool cut = false;
    const QString body = escaped(head, max, false, &cut);
    if (!cut && take == bytes.size())
        return QLatin1Char('"') + body + QLatin1Char('"');
    return QLatin1Char('"') + body + QChar(0x2026) + QLatin1String("\" ")
        + Tr::tr("(%1 bytes)").arg(NumberText::integer(bytes.size()));
}

QString UserText::forMessage(const QString &message)
{
    QString out;
    const QStringView text(message);
    qsizetype i = 0;
    while (i < text.size() && out.size() < kMaxMessage) {
        qsizetype j = i;
        while (j < text.size() && !text[j].isSpace())
            ++j;
        const QStringView word = text.sliced(i, j - i);
        bool cut = false;
        out += escaped(word, word.size() > kMaxWord ? kMaxToken : word.size(), true, &cut);
        if (cut)
            out += QChar(0x2026) + QLatin1Char(' ') + lengthNote(word.size());
        for (i = j; i < text.size() && text[i].isSpace(); ++i)
            out += text[i] == u'\n' || text[i] == u'\t' || text[i] == u' ' ? text[i] : QChar(u' ');
    }
    if (i < text.size() || out.size() > kMaxMessage) {
        out.truncate(kMaxMessage);
        out += QChar(0x2026) + QLatin1Char(' ') + Tr::tr("(message cut at %1 characters)").arg(NumberText::integer(kMaxMessage));
    }
    return out;
}

} // namespace ringcore
