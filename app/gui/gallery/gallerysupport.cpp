#include "gui/gallery/gallerysupport.h"

#include "ringcore/core/serverlistparser.h"
#include "ringcore/rings/algorithmregistry.h"

#include "ringcore/core/numbertext.h"

namespace ringlab::gui::gallery {

QString pct(double fraction, int decimals)
{
    return ringcore::NumberText::percentSign(fraction, decimals);
}

QString num(double value, int decimals)
{
    return ringcore::NumberText::fixed(value, decimals);
}

ringcore::ServerList servers(int count)
{
    return ringcore::ServerListParser::loopbackServers(count);
}

ringcore::ServerList hosts(int count)
{
    ringcore::ServerList list;
    for (int i = 0; i < count; ++i)
        list.append({QStringLiteral("10.%1.%2.%3:8080").arg(i / 65536).arg((i / 256) % 256).arg(i % 256), 1, false});
    return list;
}

std::unique_ptr<ringcore::Algorithm> build(const QString &name, const ringcore::ServerList &list,
                                           const ringcore::AlgorithmOptions &options)
{
    QString error;
    return ringcore::AlgorithmRegistry::create(name, list, options, &error);
}

Figure finish(Figure f)
{
    f.data = Figure::tidy(f.name, f.plot);
    return f;
}

} // namespace ringlab::gui::gallery
