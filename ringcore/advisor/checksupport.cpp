#include "ringcore/advisor/checksupport.h"

#include <QRegularExpression>

namespace ringcore::CheckSupport {

qsizetype lineStart(const QString &text, int line)
{
    qsizetype pos = 0;
    for (int l = 1; l < line; ++l) {
        pos = text.indexOf(QLatin1Char('\n'), pos);
        if (pos < 0)
            return -1;
        ++pos;
    }
    return pos;
}

QString firstWord(const QString &line)
{
    const QString t = line.trimmed();
    return t.section(QRegularExpression(QStringLiteral("\\s+")), 0, 0);
}

QString quoted(const QString &path)
{
    return QLatin1Char('"') + path + QLatin1Char('"');
}

} // namespace ringcore::CheckSupport
