#include "ringcore/keys/keysample.h"

#include "ringcore/core/numbertext.h"

#include <algorithm>

namespace ringcore {

KeySample KeySample::bounded(qint64 asked, qint64 min, qint64 max)
{
    asked = std::max<qint64>(asked, 0);
    return KeySample(asked, std::clamp<qint64>(asked, std::max<qint64>(min, 0), std::max(max, min)));
}

QString KeySample::countText() const
{
    // No plural forms needed: a sample has at least 2 keys asked, a raised count at least 1,000
    // routed (a caller that may show 1 key exactly keeps its own "%Ln key(s)").
    if (isSample())
        return tr("a sample of %1 of %2 keys").arg(NumberText::integer(m_routed), NumberText::integer(m_asked));
    if (isRaised())
        return tr("%1 keys (the experiment has %2)").arg(NumberText::integer(m_routed), NumberText::integer(m_asked));
    return tr("%1 keys").arg(NumberText::integer(m_asked));
}

QString KeySample::note() const
{
    if (isSample())
        return tr("%1 of %2 keys routed (a sample: the shares of the rest follow the same hash).")
            .arg(NumberText::integer(m_routed), NumberText::integer(m_asked));
    if (isRaised())
        return tr("%1 keys routed, not the experiment's %2: this view needs at least %1.")
            .arg(NumberText::integer(m_routed), NumberText::integer(m_asked));
    return {};
}

QJsonObject KeySample::json() const
{
    return QJsonObject{{QStringLiteral("keysAsked"), double(m_asked)}, {QStringLiteral("keysRouted"), double(m_routed)}};
}

void KeySample::addTo(QJsonObject *object) const
{
    const QJsonObject fields = json();
    for (auto it = fields.begin(); it != fields.end(); ++it)
        object->insert(it.key(), it.value());
}

} // namespace ringcore
