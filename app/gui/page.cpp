#include "gui/page.h"

#include <QShowEvent>

#include <algorithm>

namespace ringlab::gui {

void Page::computeNow()
{
    if (!m_deferred)
        return;
    m_forced = true;
    recompute();
    m_forced = false;
}

bool Page::deferIfHidden()
{
    m_deferred = m_deferWhileHidden && !m_forced && !isVisible();
    return m_deferred;
}

void Page::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_deferred)
        recompute();
}

QList<PageEntry> &pageRegistry()
{
    static QList<PageEntry> list;
    return list;
}

QString pageIdOf(const char *className)
{
    QString id = QString::fromLatin1(className ? className : "");
    if (id.endsWith(QLatin1String("Page")))
        id.chop(4);
    return id.toLower();
}

QStringList pageIds()
{
    QStringList ids;
    for (const PageEntry &entry : std::as_const(pageRegistry())) // kept in tab order
        ids << entry.id;
    return ids;
}

QString resolvePageId(const QString &name)
{
    const QString wanted = name.trimmed().toLower();
    if (wanted.isEmpty())
        return {};
    const QStringList ids = pageIds();
    if (ids.contains(wanted))
        return wanted;
    QString match;
    for (const QString &id : ids) {
        if (!id.startsWith(wanted))
            continue;
        if (!match.isEmpty())
            return {}; // ambiguous
        match = id;
    }
    return match;
}

bool registerPage(int order, std::function<Page *(QWidget *parent)> make, const char *className)
{
    pageRegistry().append(PageEntry{order, std::move(make), pageIdOf(className)});
    std::stable_sort(pageRegistry().begin(), pageRegistry().end(),
                     [](const PageEntry &a, const PageEntry &b) { return a.order < b.order; });
    return true;
}

} // namespace ringlab::gui
