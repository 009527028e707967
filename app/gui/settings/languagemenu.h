#pragma once

#include <QMenu>

class QActionGroup;

namespace ringlab::gui {

/// "Language" menu: System, English, Deutsch, 简体中文 … Switching takes effect at once and is
/// remembered. The main window adds it to its View/Settings menu.
class LanguageMenu : public QMenu
{
    Q_OBJECT
public:
    explicit LanguageMenu(QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void choose(const QString &language);
    QActionGroup *m_group;
    QAction *m_system;
};

} // namespace ringlab::gui
