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

bool registerPage(int order, std::function<Page *(QWidget *parent)> make, const char *className)
{
    pageRegistry().append(PageEntry{order, std::move(make), pageIdOf(className)});
    std::stable_sort(pageRegistry().begin(), pageRegistry().end(),
                     [](const PageEntry &a, const PageEntry &b) { return a.order < b.order; });
    return true;
}

} // namespace ringlab::gui
