import common from './common.ts'
import home from './home.ts'
import faq from './faq.ts'
import about from './about.ts'
import terms from './terms.ts'
import privacy from './privacy.ts'
import blog from './blog.ts'
import careers from './careers.ts'
import support from './support.ts'
import waitlist from './waitlist.ts'
import auth from './auth.ts'
import login from './login.ts'
import passwordReset from './passwordReset.ts'
import register from './register.ts'
import account from './account.ts'
import alerts from './alerts.ts'
import wizard from './wizard.ts'
import api from './api.ts'
import billing from './billing.ts'
import devNotifications from './devNotifications.ts'
import demoMarket from './demoMarket.ts'

export default {
	common,
	home,
	faq,
	about,
	terms,
	privacy,
	blog,
	careers,
	support,
	waitlist,
	auth,
	login,
	passwordReset,
	register,
	account,
	alerts,
	wizard,
	api,
	billing,
	devNotifications,
	demoMarket,
}
